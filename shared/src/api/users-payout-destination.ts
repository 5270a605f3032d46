/** The host's payout destination (Dados para repasse) and the payouts of their event. */
import { z } from 'zod';
import { ZHostPayout } from '../models/host-payout';
import { ZPayoutDestination } from '../models/payout-destination';
import { ZPayoutDestinationFormSchema } from '../validation/payout-destination';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /users/payout-destination: masked, or null before the host saves one. */
export const ZUsersGetPayoutDestinationResponseSchema = ZEnvelope.extend({
  destination: ZPayoutDestination.nullable(),
});
export type TUsersGetPayoutDestinationResponse = z.infer<typeof ZUsersGetPayoutDestinationResponseSchema>;

/**
 * PUT /users/payout-destination: the destination and the account's password (`currentPassword`);
 * answers it masked. The host is mailed that it changed.
 */
export const ZUsersSavePayoutDestinationBodySchema = ZPayoutDestinationFormSchema;
export type TUsersSavePayoutDestinationBody = z.input<typeof ZUsersSavePayoutDestinationBodySchema>;
export const ZUsersSavePayoutDestinationResponseSchema = ZOkResponse.extend({
  destination: ZPayoutDestination,
});
export type TUsersSavePayoutDestinationResponse = z.infer<typeof ZUsersSavePayoutDestinationResponseSchema>;

/** GET /users/events/{eventId}/payouts: the event's payouts, newest first, each with its dates. */
export const ZUsersListPayoutsResponseSchema = ZEnvelope.extend({ payouts: z.array(ZHostPayout) });
export type TUsersListPayoutsResponse = z.infer<typeof ZUsersListPayoutsResponseSchema>;
