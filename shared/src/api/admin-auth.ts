import { z } from 'zod';
import { ZAdmin } from '../models/admin';
import { ZEnvelope } from './common';

/** GET /admin/me: the signed-in admin and the panel's colours (settings). */
export const ZAdminMeResponseSchema = ZEnvelope.extend({
  admin: ZAdmin,
  color: z.string(),
  colorSecondary: z.string(),
});
export type TAdminMeResponse = z.infer<typeof ZAdminMeResponseSchema>;
