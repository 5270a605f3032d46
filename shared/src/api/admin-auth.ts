import { z } from 'zod';
import { ZAdmin } from '../models/admin';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /admin/me: the signed-in admin and the panel's colours (settings). */
export const ZAdminMeResponseSchema = ZEnvelope.extend({
  admin: ZAdmin,
  color: z.string(),
  colorSecondary: z.string(),
});
export type TAdminMeResponse = z.infer<typeof ZAdminMeResponseSchema>;

/**
 * POST /admin/logout: ends the session of the token sent (the back office's 'Sair'); that token
 * answers 401 from then on. A token already ended is a 401 like any other.
 */
export const ZAdminLogoutResponseSchema = ZOkResponse;
export type TAdminLogoutResponse = z.infer<typeof ZAdminLogoutResponseSchema>;
