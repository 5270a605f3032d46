/** Accounts: admin and host login, host registration, admin password change, admin user edit. */
import { z } from 'zod';
import { ADMIN_PASSWORD_RULE_MESSAGE } from '../../messages/admin';
import { ACCEPT_TERMS_REQUIRED_MESSAGE } from '../../messages/legal';
import { emailField, passwordText, phoneField, requiredText, strongPassword } from '../fields';
import {
  invalidFieldMessage,
  LOGIN_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  REGISTER_MESSAGES,
} from '../messages';
import { GUEST_EMAIL_PATTERN, LOGIN_EMAIL_PATTERN } from '../patterns';
import { guestContactShape } from './guest';

const loginShape = (pattern: RegExp) => ({
  email: emailField('email', {
    required: LOGIN_MESSAGES.emailRequired,
    invalid: LOGIN_MESSAGES.emailInvalid,
    pattern,
  }),
  password: passwordText('password', LOGIN_MESSAGES.passwordRequired),
});

/** Admin login: 'a basic e-mail pattern'. Also the body of both login calls. */
export const ZAdminLoginFormSchema = z.object(loginShape(GUEST_EMAIL_PATTERN));
export type TAdminLoginForm = z.input<typeof ZAdminLoginFormSchema>;

/** Host login: letters, digits, dot, underscore, hyphen, at sign, domain, dot, 2 to 6 letters. */
export const ZHostLoginFormSchema = z.object(loginShape(LOGIN_EMAIL_PATTERN));
export type THostLoginForm = z.input<typeof ZHostLoginFormSchema>;

/**
 * Host registration (POST /users/pre-register). The e-mail uses the login pattern so that every
 * registered address can also sign in through the login form.
 */
export const ZRegisterFormSchema = z
  .object({
    firstName: requiredText('firstName', { required: REGISTER_MESSAGES.required }),
    lastName: requiredText('lastName', { required: REGISTER_MESSAGES.required }),
    phoneNumber: phoneField({
      required: REGISTER_MESSAGES.required,
      invalid: REGISTER_MESSAGES.phoneInvalid,
    }),
    email: emailField('email', {
      required: REGISTER_MESSAGES.required,
      invalid: REGISTER_MESSAGES.emailInvalid,
      pattern: LOGIN_EMAIL_PATTERN,
    }),
    password: strongPassword('password', {
      required: REGISTER_MESSAGES.required,
      rule: REGISTER_MESSAGES.passwordRule,
    }),
    confirmPassword: passwordText('confirmPassword', REGISTER_MESSAGES.required),
    /** The registration's box: the terms and the policy in force are accepted (stored with their version). */
    acceptTerms: z.literal(true, ACCEPT_TERMS_REQUIRED_MESSAGE),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: REGISTER_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type TRegisterForm = z.input<typeof ZRegisterFormSchema>;

/**
 * The administrator's new password: at least 12 characters, or a passphrase of at least 4 words
 * (easier to remember, as hard to guess). The back office holds every host's money, so its
 * password is held to more than a host's.
 */
export function isStrongAdminPassword(password: string): boolean {
  if (password.length >= 12) return true;
  return password.trim().split(/\s+/).filter(Boolean).length >= 4;
}

const passwordChangeShape = {
  currentPassword: passwordText('currentPassword', PASSWORD_CHANGE_MESSAGES.allRequired),
  newPassword: passwordText('newPassword', PASSWORD_CHANGE_MESSAGES.allRequired).refine(
    isStrongAdminPassword,
    ADMIN_PASSWORD_RULE_MESSAGE,
  ),
};

/** Admin password modal: the three fields, new and repeat equal. */
export const ZPasswordChangeFormSchema = z
  .object({
    ...passwordChangeShape,
    repeatPassword: passwordText('repeatPassword', PASSWORD_CHANGE_MESSAGES.allRequired),
  })
  .refine((form) => form.newPassword === form.repeatPassword, {
    message: PASSWORD_CHANGE_MESSAGES.mismatch,
    path: ['repeatPassword'],
  });
export type TPasswordChangeForm = z.input<typeof ZPasswordChangeFormSchema>;

/** What PUT /admin/password receives: the current and the new password. */
export const ZPasswordChangeSchema = z.object(passwordChangeShape);
export type TPasswordChange = z.input<typeof ZPasswordChangeSchema>;

/** Admin user edit popup (PUT /admin/users/{id}). */
export const ZAdminUserFormSchema = z.object({
  ...guestContactShape,
  active: z.boolean(invalidFieldMessage('active')),
});
export type TAdminUserForm = z.input<typeof ZAdminUserFormSchema>;
