import { z } from 'zod';
import { ZReceivedGift } from '../models/received-gift';
import { ZTransactionTotals } from '../models/transaction';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /users/events/{eventId}/received-gifts. */
export const ZUsersListReceivedGiftsResponseSchema = ZEnvelope.extend({
  receivedGifts: z.array(ZReceivedGift),
});
export type TUsersListReceivedGiftsResponse = z.infer<typeof ZUsersListReceivedGiftsResponseSchema>;

/** GET /users/events/{eventId}/transactions: the host's balance. */
export const ZUsersGetTransactionTotalsResponseSchema = ZEnvelope.extend(ZTransactionTotals.shape);
export type TUsersGetTransactionTotalsResponse = z.infer<typeof ZUsersGetTransactionTotalsResponseSchema>;

/**
 * GET /users/events/{eventId}/payout-requests. A quirk of the contract, kept because the host app
 * calls it so: this GET *creates* the payout request for the whole available amount; its message
 * is the success text.
 */
export const ZUsersRequestPayoutResponseSchema = ZOkResponse;
