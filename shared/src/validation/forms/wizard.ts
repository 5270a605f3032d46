/**
 * The new-event wizards. Admin (/events/create): type → list info → gifts → owner data, posted
 * whole to POST /users/register. Host (pre-register, after the fee is paid): type → list info →
 * gifts → password dialog, posted to POST /users/pre-register/event-info.
 */
import { z } from 'zod';
import { GIFT_DELIVERY_PREFERENCES } from '../../models/event';
import {
  coercedId,
  emailField,
  idNumber,
  LIMITS,
  passwordText,
  phoneField,
  requiredText,
  slugField,
} from '../fields';
import { invalidFieldMessage, maxLengthMessage, REGISTER_MESSAGES, WIZARD_MESSAGES } from '../messages';
import { GUEST_EMAIL_PATTERN, PASSWORD_PATTERN, WIZARD_EMAIL_PATTERN } from '../patterns';

export const MIN_WIZARD_GIFTS = 4;
const MAX_WIZARD_GIFTS = 500;

const giftIds = (tooFew: string) =>
  z
    .array(idNumber('gifts.id'), tooFew)
    .min(MIN_WIZARD_GIFTS, tooFew)
    .max(MAX_WIZARD_GIFTS, `Selecione no máximo ${MAX_WIZARD_GIFTS} presentes.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A lista de presentes tem itens repetidos.');

const eventTypeStepShape = {
  eventTypeId: coercedId('eventTypeId', WIZARD_MESSAGES.eventTypeRequired),
};

/** Step 0 of both wizards: an event type must be chosen. */
export const ZWizardEventTypeStepSchema = z.object(eventTypeStepShape);
export type TWizardEventTypeStep = z.input<typeof ZWizardEventTypeStepSchema>;

const required = WIZARD_MESSAGES.required;
const deliveryPreference = z.enum(GIFT_DELIVERY_PREFERENCES, required);

const adminListInfoShape = {
  eventCategoryId: coercedId('eventCategoryId', required),
  title: requiredText('title', { required, max: LIMITS.title }),
  subtitle: requiredText('subtitle', { required, max: LIMITS.title }),
  slug: slugField(required),
  giftDeliveryPreference: deliveryPreference,
};

/** Admin step 1: category, title, subtitle, slug and delivery preference. */
export const ZAdminWizardListInfoStepSchema = z.object(adminListInfoShape);
export type TAdminWizardListInfoStep = z.input<typeof ZAdminWizardListInfoStepSchema>;

const adminGiftsShape = { gifts: giftIds(WIZARD_MESSAGES.adminGiftsMin) };

/** Admin step 2: at least 4 gifts. */
export const ZAdminWizardGiftsStepSchema = z.object(adminGiftsShape);

const optionalPassword = (field: string) =>
  z
    .string(invalidFieldMessage(field))
    .max(LIMITS.password, maxLengthMessage(field, LIMITS.password))
    .optional();

const adminOwnerShape = {
  firstName: requiredText('firstName', { required }),
  lastName: requiredText('lastName', { required }),
  phoneNumber: phoneField({ required, invalid: WIZARD_MESSAGES.phoneInvalid }),
  email: emailField('email', {
    required,
    invalid: WIZARD_MESSAGES.emailInvalid,
    pattern: WIZARD_EMAIL_PATTERN,
  }),
  password: optionalPassword('password'),
  confirmPassword: optionalPassword('confirmPassword'),
  /** Reuse the password the prospective user chose when registering; the fields are then hidden. */
  useUserPassword: z.boolean(invalidFieldMessage('useUserPassword')).default(false),
  /** The event request the wizard was opened from, if any. */
  preUserRequestId: coercedId('preUserRequestId').nullish(),
};

export const REUSE_PASSWORD_NEEDS_REQUEST_MESSAGE =
  'Só é possível reutilizar a senha do usuário ao criar o evento a partir de uma solicitação.';

type OwnerPasswords = {
  password?: string | undefined;
  confirmPassword?: string | undefined;
  useUserPassword: boolean;
  preUserRequestId?: number | null | undefined;
};

/** Password rules of step 3, skipped when the user's own password is reused. */
function checkOwnerPasswords(owner: OwnerPasswords, ctx: z.RefinementCtx) {
  if (owner.useUserPassword) {
    if (!owner.preUserRequestId) {
      ctx.addIssue({
        code: 'custom',
        path: ['useUserPassword'],
        message: REUSE_PASSWORD_NEEDS_REQUEST_MESSAGE,
      });
    }
    return;
  }
  if (!PASSWORD_PATTERN.test(owner.password ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: WIZARD_MESSAGES.passwordRule });
  }
  if ((owner.confirmPassword ?? '') !== (owner.password ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: WIZARD_MESSAGES.passwordMismatch });
  }
}

/** Admin step 3: the owner's registration data. */
export const ZAdminWizardOwnerStepSchema = z.object(adminOwnerShape).superRefine(checkOwnerPasswords);
export type TAdminWizardOwnerStep = z.input<typeof ZAdminWizardOwnerStepSchema>;

/** The whole admin draft: the body of POST /users/register. */
export const ZAdminWizardDraftSchema = z
  .object({ ...eventTypeStepShape, ...adminListInfoShape, ...adminGiftsShape, ...adminOwnerShape })
  .superRefine(checkOwnerPasswords);
export type TAdminWizardDraft = z.input<typeof ZAdminWizardDraftSchema>;

const hostListInfoShape = {
  eventCategoryId: coercedId('eventCategoryId', required),
  title: requiredText('title', { required, max: LIMITS.title }),
  giftDeliveryPreference: deliveryPreference,
};

/** Host step 1: category, title and one delivery preference. */
export const ZHostWizardListInfoStepSchema = z.object(hostListInfoShape);
export type THostWizardListInfoStep = z.input<typeof ZHostWizardListInfoStepSchema>;

const hostGiftsShape = { gifts: giftIds(WIZARD_MESSAGES.hostGiftsMin) };

/** Host step 2: at least 4 gifts. */
export const ZHostWizardGiftsStepSchema = z.object(hostGiftsShape);

const hostPasswordShape = { password: passwordText('password', required) };

/** Host 'Autenticação' dialog: the account password confirms the submission. */
export const ZHostWizardPasswordSchema = z.object(hostPasswordShape);

/**
 * The host's event-info payload (POST /users/pre-register/event-info). `slug` may be left out:
 * the server then derives one from the title.
 */
export const ZHostEventInfoSchema = z.object({
  email: emailField('email', {
    required: REGISTER_MESSAGES.required,
    invalid: REGISTER_MESSAGES.emailInvalid,
    pattern: GUEST_EMAIL_PATTERN,
  }),
  ...eventTypeStepShape,
  ...hostListInfoShape,
  slug: slugField(required).optional(),
  ...hostGiftsShape,
  ...hostPasswordShape,
});
export type THostEventInfo = z.input<typeof ZHostEventInfoSchema>;
