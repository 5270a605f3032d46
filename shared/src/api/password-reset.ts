import { z } from 'zod';
import {
  ZAdminPasswordResetSchema,
  ZHostPasswordChangeSchema,
  ZHostPasswordResetSchema,
  ZPasswordResetRequestFormSchema,
} from '../validation/forms/account';
import { ZErrorResponse, ZOkResponse } from './common';

/**
 * POST /users/password-reset/request and POST /admin/password-reset/request ('Esqueci minha
 * senha'): mails the address a link to choose a new password, valid for an hour and once. The
 * answer is the same whether or not the address has an account.
 */
export const ZPasswordResetRequestBodySchema = ZPasswordResetRequestFormSchema;
export type TPasswordResetRequestBody = z.input<typeof ZPasswordResetRequestBodySchema>;
export const ZPasswordResetRequestResponseSchema = ZOkResponse;

/**
 * POST /users/password-reset: the mailed link's token and the host's new password (the
 * registration's rule). Every session of the host ends; they sign in again with it.
 */
export const ZUsersResetPasswordBodySchema = ZHostPasswordResetSchema;
export type TUsersResetPasswordBody = z.input<typeof ZUsersResetPasswordBodySchema>;

/** POST /admin/password-reset: the same for an administrator (the back office's password rule). */
export const ZAdminResetPasswordBodySchema = ZAdminPasswordResetSchema;
export type TAdminResetPasswordBody = z.input<typeof ZAdminResetPasswordBodySchema>;

export const ZPasswordResetResponseSchema = ZOkResponse;

/**
 * PUT /users/password: the host's 'Alterar senha' (current password asked). The host's other
 * sessions end, the one making the change stays.
 */
export const ZUsersChangePasswordBodySchema = ZHostPasswordChangeSchema;
export type TUsersChangePasswordBody = z.input<typeof ZUsersChangePasswordBodySchema>;
export const ZUsersChangePasswordResponseSchema = ZOkResponse;

/**
 * POST /users/login's 403 for the right password of a registration whose event is not created
 * yet: `preRegistration` tells the host app to link to the registration's status page.
 */
export const ZUsersLoginPendingErrorSchema = ZErrorResponse.extend({
  preRegistration: z.literal(true),
});
export type TUsersLoginPendingError = z.infer<typeof ZUsersLoginPendingErrorSchema>;
