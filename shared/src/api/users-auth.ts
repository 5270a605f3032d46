import { z } from 'zod';
import { ZHostEvent } from '../models/event';
import { ZHostUser } from '../models/user';
import { ZAdminWizardDraftSchema } from '../validation/forms/wizard';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /users/me: the signed-in host and their event (null for an account with no event yet). */
export const ZUsersMeResponseSchema = ZEnvelope.extend({
  user: ZHostUser,
  event: ZHostEvent.nullable(),
});
export type TUsersMeResponse = z.infer<typeof ZUsersMeResponseSchema>;

/**
 * POST /users/logout: ends the session of the token sent (the dashboard's 'Sair'); that token
 * answers 401 from then on. A token already ended is a 401 like any other.
 */
export const ZUsersLogoutResponseSchema = ZOkResponse;
export type TUsersLogoutResponse = z.infer<typeof ZUsersLogoutResponseSchema>;

/**
 * POST /users/register: the admin wizard's whole draft. It creates an account and an event
 * without payment, so it is an admin call although it lives under /users.
 */
export const ZUsersRegisterBodySchema = ZAdminWizardDraftSchema;
export type TUsersRegisterBody = z.input<typeof ZUsersRegisterBodySchema>;
export const ZUsersRegisterResponseSchema = ZEnvelope.extend({
  /**
   * No token is sent, because the caller is an administrator: handing them a session of the new
   * host would be a login they never asked for. The server leaves it out; the host signs in.
   */
  token: z.string().optional(),
  /** The new host's user id. */
  id: z.number().int(),
});
export type TUsersRegisterResponse = z.infer<typeof ZUsersRegisterResponseSchema>;
