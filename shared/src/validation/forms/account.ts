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

/**
 * 'Esqueci minha senha' (hosts and administrators): the address the link is mailed to. Any
 * address in the basic pattern is taken, as at the login, so no registered address is refused.
 */
export const ZPasswordResetRequestFormSchema = z.object({
  email: emailField('email', {
    required: LOGIN_MESSAGES.emailRequired,
    invalid: LOGIN_MESSAGES.emailInvalid,
    pattern: GUEST_EMAIL_PATTERN,
  }),
});
export type TPasswordResetRequestForm = z.input<typeof ZPasswordResetRequestFormSchema>;

/** The mailed link's token: 256 random bits in base64url (43 characters); anything else is refused. */
const resetToken = z
  .string(invalidFieldMessage('token'))
  .regex(/^[A-Za-z0-9_-]{43}$/, invalidFieldMessage('token'));

/** A host's new password: the registration's rule (8 characters, a letter and a digit). */
const hostNewPassword = (field: string, rule: string = REGISTER_MESSAGES.passwordRule) =>
  strongPassword(field, { required: REGISTER_MESSAGES.required, rule });

/** An administrator's new password: the back office's rule (12 characters or 4 words). */
const adminNewPassword = (field: string) =>
  passwordText(field, REGISTER_MESSAGES.required).refine(isStrongAdminPassword, ADMIN_PASSWORD_RULE_MESSAGE);

const samePassword = <T extends { password: string; confirmPassword: string }>(form: T) =>
  form.password === form.confirmPassword;
const mismatch = { message: REGISTER_MESSAGES.passwordMismatch, path: ['confirmPassword'] };

/** What the host's reset call receives: the link's token and the new password. */
export const ZHostPasswordResetSchema = z.object({
  token: resetToken,
  password: hostNewPassword('password'),
});
export type THostPasswordReset = z.input<typeof ZHostPasswordResetSchema>;

/** What the administrator's reset call receives: the link's token and the new password. */
export const ZAdminPasswordResetSchema = z.object({
  token: resetToken,
  password: adminNewPassword('password'),
});
export type TAdminPasswordReset = z.input<typeof ZAdminPasswordResetSchema>;

/** The host app's 'Criar nova senha' form: the new password typed twice. */
export const ZHostPasswordResetFormSchema = z
  .object({
    password: hostNewPassword('password'),
    confirmPassword: passwordText('confirmPassword', REGISTER_MESSAGES.required),
  })
  .refine(samePassword, mismatch);
export type THostPasswordResetForm = z.input<typeof ZHostPasswordResetFormSchema>;

/** The back office's 'Criar nova senha' form: the new password typed twice. */
export const ZAdminPasswordResetFormSchema = z
  .object({
    password: adminNewPassword('password'),
    confirmPassword: passwordText('confirmPassword', REGISTER_MESSAGES.required),
  })
  .refine(samePassword, mismatch);
export type TAdminPasswordResetForm = z.input<typeof ZAdminPasswordResetFormSchema>;

const hostPasswordChangeShape = {
  currentPassword: passwordText('currentPassword', REGISTER_MESSAGES.required),
  newPassword: hostNewPassword('newPassword', PASSWORD_CHANGE_MESSAGES.hostNewPasswordRule),
};

/** What PUT /users/password receives: the current password and the new one (registration's rule). */
export const ZHostPasswordChangeSchema = z.object(hostPasswordChangeShape);
export type THostPasswordChange = z.input<typeof ZHostPasswordChangeSchema>;

/** The host's 'Alterar senha' form: current, new and its confirmation. */
export const ZHostPasswordChangeFormSchema = z
  .object({
    ...hostPasswordChangeShape,
    confirmPassword: passwordText('confirmPassword', REGISTER_MESSAGES.required),
  })
  .refine((form) => form.newPassword === form.confirmPassword, mismatch);
export type THostPasswordChangeForm = z.input<typeof ZHostPasswordChangeFormSchema>;
