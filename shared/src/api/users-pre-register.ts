/** The logged-out host journey: register, prove the e-mail, pay the fee, send the event info. */
import { z } from 'zod';
import { ZUserRequest } from '../models/pre-user-request';
import { emailField, passwordText, strongPassword } from '../validation/fields';
import { ZRegisterFormSchema } from '../validation/forms/account';
import { ZHostEventInfoSchema } from '../validation/forms/wizard';
import { REGISTER_MESSAGES } from '../validation/messages';
import { GUEST_EMAIL_PATTERN } from '../validation/patterns';
import { ZEnvelope, ZErrorResponse, ZOkResponse } from './common';

/**
 * The server's answers the host app acts on. `proofNeeded` is the one answer (403) of get,
 * generate-payment and event-info to whoever holds no valid proof for the address, whether or
 * not it has a pre-registration: the app then offers to mail the access link.
 */
export const PRE_REGISTER_MESSAGES = {
  registered: 'Cadastro realizado com sucesso!',
  proofNeeded:
    'Para ver ou alterar um pré-cadastro, confirme que o e-mail é seu: peça o link de acesso e abra-o neste navegador.',
  codeSent:
    'Se houver um pré-cadastro aberto com este e-mail, enviamos para ele um link de acesso. Abra o link para continuar.',
  codeInvalid: 'Este link de acesso é inválido ou expirou. Peça um novo link.',
  passwordNeeded:
    'Para confirmar que o e-mail é seu, escolha a senha da sua conta (pode ser a mesma que você digitou no cadastro).',
  verified: 'E-mail confirmado!',
  emailNotVerified:
    'Confirme o seu e-mail antes de enviar as informações do evento: abra o link que enviamos para ele.',
} as const;

/**
 * The proof a browser holds for one pre-registration: the token POST /users/pre-register or
 * POST /users/pre-register/verify answered. Absent or unknown, the call answers `proofNeeded`.
 */
const proofToken = z.string('Link de acesso inválido.').max(200, 'Link de acesso inválido.').optional();

/** POST /users/pre-register: the registration fields. */
export const ZUsersPreRegisterBodySchema = ZRegisterFormSchema;
export type TUsersPreRegisterBody = z.input<typeof ZUsersPreRegisterBodySchema>;
/** `token`: the registering browser's proof, kept by the host app for the calls below. */
export const ZUsersPreRegisterResponseSchema = ZEnvelope.extend({ token: z.string() });
export type TUsersPreRegisterResponse = z.infer<typeof ZUsersPreRegisterResponseSchema>;

const emailShape = {
  email: emailField('email', {
    required: REGISTER_MESSAGES.required,
    invalid: REGISTER_MESSAGES.emailInvalid,
    pattern: GUEST_EMAIL_PATTERN,
  }),
};

/** The e-mail typed to ask for the access link (and the look-up form of the host app). */
export const ZPreRegistrationEmailSchema = z.object(emailShape);
export type TPreRegistrationEmail = z.input<typeof ZPreRegistrationEmailSchema>;

/** The body of the calls about one pre-registration: its e-mail and the browser's proof. */
export const ZPreRegistrationProofSchema = z.object({ ...emailShape, token: proofToken });
export type TPreRegistrationProof = z.input<typeof ZPreRegistrationProofSchema>;

/** POST /users/pre-register/get. */
export const ZUsersGetPreRegistrationBodySchema = ZPreRegistrationProofSchema;
export type TUsersGetPreRegistrationBody = z.input<typeof ZUsersGetPreRegistrationBodySchema>;
/**
 * `emailVerified`: whether the address was proven (the event wizard waits for it).
 * `supportWhatsapp`: the support team's WhatsApp number in E.164 digits ('5511999998888') that the
 * waiting screen links to, null when the platform has none configured (no link is shown).
 * `usualWaitMinutes`: once the wizard is sent, how long the event usually takes to be created from
 * then (the median over the platform's latest conversions, in minutes); null before, or when the
 * platform has too few conversions to tell (the waiting screen then says a fixed time).
 */
export const ZUsersGetPreRegistrationResponseSchema = ZEnvelope.extend({
  userRequest: ZUserRequest,
  accountCreated: z.boolean(),
  emailVerified: z.boolean(),
  supportWhatsapp: z.string().nullable(),
  usualWaitMinutes: z.number().int().positive().nullable().default(null),
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
export const ZUsersGeneratePreRegistrationPaymentBodySchema = ZPreRegistrationProofSchema;
export type TUsersGeneratePreRegistrationPaymentBody = z.input<
  typeof ZUsersGeneratePreRegistrationPaymentBodySchema
>;
export const ZUsersGeneratePreRegistrationPaymentResponseSchema = ZEnvelope.extend({
  paymentLink: z.string(),
});
export type TUsersGeneratePreRegistrationPaymentResponse = z.infer<
  typeof ZUsersGeneratePreRegistrationPaymentResponseSchema
>;

/** POST /users/pre-register/send-code: mails the access link; the same answer for any e-mail. */
export const ZUsersSendPreRegistrationCodeBodySchema = ZPreRegistrationEmailSchema;
export type TUsersSendPreRegistrationCodeBody = z.input<typeof ZUsersSendPreRegistrationCodeBodySchema>;
export const ZUsersSendPreRegistrationCodeResponseSchema = ZOkResponse;

/**
 * POST /users/pre-register/verify: one of the access links' `code` (each works once), with the
 * browser's own token (the browser that registered last) or a `password` the link's reader
 * chooses (another device, or whoever's registration was replaced by someone else's): the
 * password of the account from then on. Answers a new token; `passwordNeeded` (and no token) when
 * the e-mail is not confirmed yet and neither was sent.
 */
export const ZUsersVerifyPreRegistrationBodySchema = z.object({
  ...emailShape,
  code: z
    .string('Link de acesso inválido.')
    .min(1, 'Link de acesso inválido.')
    .max(200, 'Link de acesso inválido.'),
  token: proofToken,
  password: strongPassword('password', {
    required: REGISTER_MESSAGES.required,
    rule: REGISTER_MESSAGES.passwordRule,
  }).optional(),
});
export type TUsersVerifyPreRegistrationBody = z.input<typeof ZUsersVerifyPreRegistrationBodySchema>;
export const ZUsersVerifyPreRegistrationResponseSchema = ZEnvelope.extend({
  token: z.string().nullable(),
  passwordNeeded: z.boolean(),
});
export type TUsersVerifyPreRegistrationResponse = z.infer<typeof ZUsersVerifyPreRegistrationResponseSchema>;

/**
 * The host app's form when an access link asks for the password: the password the link's reader
 * chooses for the account, typed twice (it may be the one typed at registration).
 */
export const ZPreRegistrationPasswordFormSchema = z
  .object({
    password: strongPassword('password', {
      required: REGISTER_MESSAGES.required,
      rule: REGISTER_MESSAGES.passwordRule,
    }),
    confirmPassword: passwordText('confirmPassword', REGISTER_MESSAGES.required),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: REGISTER_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type TPreRegistrationPasswordForm = z.input<typeof ZPreRegistrationPasswordFormSchema>;

/** POST /users/pre-register/event-info: the host wizard's payload, confirmed by the password. */
export const ZUsersSubmitEventInfoBodySchema = ZHostEventInfoSchema.extend({ token: proofToken });
export type TUsersSubmitEventInfoBody = z.input<typeof ZUsersSubmitEventInfoBodySchema>;
/**
 * `published`: the platform publishes events on its own ('Publicar eventos automaticamente após o
 * pagamento') and this submission created the account and the site: the couple can log in now.
 */
export const ZUsersSubmitEventInfoResponseSchema = ZOkResponse.extend({
  published: z.boolean().default(false),
});
