import { z } from 'zod';
import { ZEnvelope } from './common';

/** POST /admin/login and POST /users/login share the same body. */
export const ZLoginRequestSchema = z.object({
  email: z.string().trim().min(1, 'O campo email é obrigatório.').max(254),
  password: z.string().min(1, 'O campo password é obrigatório.').max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

/** POST /admin/login: reads success, message, token, admin (id). */
export const ZAdminLoginResponseSchema = ZEnvelope.extend({
  token: z.string(),
  admin: z.object({ id: z.number().int(), firstName: z.string() }),
});
export type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponseSchema>;

/** POST /users/login: reads success, message, token, id. */
export const ZUserLoginResponseSchema = ZEnvelope.extend({
  token: z.string(),
  id: z.number().int(),
});
export type TUserLoginResponse = z.infer<typeof ZUserLoginResponseSchema>;
