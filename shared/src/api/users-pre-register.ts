/** The logged-out host journey: register, pay the fee, send the event info. */
import { z } from 'zod';
import { ZUserRequest } from '../models/pre-user-request';
import { emailField } from '../validation/fields';
import { ZRegisterFormSchema } from '../validation/forms/account';
import { ZHostEventInfoSchema } from '../validation/forms/wizard';
import { REGISTER_MESSAGES } from '../validation/messages';
import { GUEST_EMAIL_PATTERN } from '../validation/patterns';
import { ZEnvelope, ZErrorResponse, ZOkResponse } from './common';

/** POST /users/pre-register: the registration fields. */
export const ZUsersPreRegisterBodySchema = ZRegisterFormSchema;
export type TUsersPreRegisterBody = z.input<typeof ZUsersPreRegisterBodySchema>;
export const ZUsersPreRegisterResponseSchema = ZOkResponse;

/** The body of the two look-ups by e-mail. */
export const ZPreRegistrationEmailSchema = z.object({
  email: emailField('email', {
    required: REGISTER_MESSAGES.required,
    invalid: REGISTER_MESSAGES.emailInvalid,
    pattern: GUEST_EMAIL_PATTERN,
  }),
});
export type TPreRegistrationEmail = z.input<typeof ZPreRegistrationEmailSchema>;

/** POST /users/pre-register/get. */
export const ZUsersGetPreRegistrationBodySchema = ZPreRegistrationEmailSchema;
export type TUsersGetPreRegistrationBody = z.input<typeof ZUsersGetPreRegistrationBodySchema>;
export const ZUsersGetPreRegistrationResponseSchema = ZEnvelope.extend({
  userRequest: ZUserRequest,
  accountCreated: z.boolean(),
});
export type TUsersGetPreRegistrationResponse = z.infer<typeof ZUsersGetPreRegistrationResponseSchema>;

/**
 * Once the account exists the look-up fails (409) with `accountCreated: true`, and the host app
 * sends the user to the login ('Sua conta foi criada com sucesso!').
 */
export const ZUsersGetPreRegistrationErrorSchema = ZErrorResponse.extend({
  accountCreated: z.boolean(),
});
export type TUsersGetPreRegistrationError = z.infer<typeof ZUsersGetPreRegistrationErrorSchema>;

/** POST /users/pre-register/generate-payment: a fresh checkout link for the fee. */
export const ZUsersGeneratePreRegistrationPaymentBodySchema = ZPreRegistrationEmailSchema;
export type TUsersGeneratePreRegistrationPaymentBody = z.input<
  typeof ZUsersGeneratePreRegistrationPaymentBodySchema
>;
export const ZUsersGeneratePreRegistrationPaymentResponseSchema = ZEnvelope.extend({
  paymentLink: z.string(),
});
export type TUsersGeneratePreRegistrationPaymentResponse = z.infer<
  typeof ZUsersGeneratePreRegistrationPaymentResponseSchema
>;

/** POST /users/pre-register/event-info: the host wizard's payload, confirmed by the password. */
export const ZUsersSubmitEventInfoBodySchema = ZHostEventInfoSchema;
export type TUsersSubmitEventInfoBody = z.input<typeof ZUsersSubmitEventInfoBodySchema>;
export const ZUsersSubmitEventInfoResponseSchema = ZOkResponse;
