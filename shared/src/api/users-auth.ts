import { z } from 'zod';
import { ZHostEvent } from '../models/event';
import { ZHostUser } from '../models/user';
import { ZAdminWizardDraftSchema } from '../validation/forms/wizard';
import { ZEnvelope } from './common';

/** GET /users/me: the signed-in host and their event (null for an account with no event yet). */
export const ZUsersMeResponseSchema = ZEnvelope.extend({
  user: ZHostUser,
  event: ZHostEvent.nullable(),
});
export type TUsersMeResponse = z.infer<typeof ZUsersMeResponseSchema>;

/**
 * POST /users/register: the admin wizard's whole draft. It creates an account and an event
 * without payment, so it is an admin call although it lives under /users.
 */
export const ZUsersRegisterBodySchema = ZAdminWizardDraftSchema;
export type TUsersRegisterBody = z.input<typeof ZUsersRegisterBodySchema>;
export const ZUsersRegisterResponseSchema = ZEnvelope.extend({
  token: z.string(),
  id: z.number().int(),
});
export type TUsersRegisterResponse = z.infer<typeof ZUsersRegisterResponseSchema>;
