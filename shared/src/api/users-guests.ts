import { z } from 'zod';
import { ZGuest } from '../models/guest';
import { coercedId } from '../validation/fields';
import { ZGuestFormSchema } from '../validation/forms/guest';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /users/guests/{eventId}. */
export const ZUsersListGuestsResponseSchema = ZEnvelope.extend({ guests: z.array(ZGuest) });
export type TUsersListGuestsResponse = z.infer<typeof ZUsersListGuestsResponseSchema>;

/** POST /users/guests/{eventId}: the client also sends eventId in the body; the path wins. */
export const ZUsersCreateGuestBodySchema = ZGuestFormSchema.extend({
  eventId: coercedId('eventId').optional(),
});
export type TUsersCreateGuestBody = z.input<typeof ZUsersCreateGuestBodySchema>;
export const ZUsersCreateGuestResponseSchema = ZOkResponse.extend({ guest: ZGuest });
export type TUsersCreateGuestResponse = z.infer<typeof ZUsersCreateGuestResponseSchema>;

/** PUT and DELETE /users/guests/{eventId}/{guestId}. */
export const ZUsersGuestParamsSchema = z.object({
  eventId: coercedId('eventId'),
  guestId: coercedId('guestId'),
});
export const ZUsersUpdateGuestBodySchema = ZGuestFormSchema;
export type TUsersUpdateGuestBody = z.input<typeof ZUsersUpdateGuestBodySchema>;
export const ZUsersUpdateGuestResponseSchema = ZOkResponse.extend({ guest: ZGuest });
export type TUsersUpdateGuestResponse = z.infer<typeof ZUsersUpdateGuestResponseSchema>;
export const ZUsersDeleteGuestResponseSchema = ZOkResponse;
