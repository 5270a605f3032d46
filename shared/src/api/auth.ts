import { z } from 'zod';
import { ZAdmin } from '../models/admin';
import { ZAdminLoginFormSchema } from '../validation/forms/account';
import { ZEnvelope } from './common';

/**
 * POST /admin/login and POST /users/login share the same body: the admin login form (required
 * e-mail in a basic pattern, required password). The host form's stricter pattern stays client-side
 * so that no registered address is refused by the server.
 */
export const ZLoginRequestSchema = ZAdminLoginFormSchema;
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;

/** POST /admin/login: reads success, message, token, admin (id). */
export const ZAdminLoginResponseSchema = ZEnvelope.extend({
  token: z.string(),
  admin: ZAdmin,
});
export type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponseSchema>;

/** POST /users/login: reads success, message, token, id. */
export const ZUserLoginResponseSchema = ZEnvelope.extend({
  token: z.string(),
  id: z.number().int(),
});
export type TUserLoginResponse = z.infer<typeof ZUserLoginResponseSchema>;

/** The per-call names of the login schemas (same objects). */
export const ZAdminLoginBodySchema = ZLoginRequestSchema;
export const ZUsersLoginBodySchema = ZLoginRequestSchema;
export const ZUsersLoginResponseSchema = ZUserLoginResponseSchema;
