import { z } from 'zod';
import { ZHostBalance } from '../models/host-balance';
import { RECEIVED_GIFTS_FILTERS, ZHostReceivedGift } from '../models/received-gift';
import { STATUS_INVALID_MESSAGE } from '../validation/forms/money';
import { ZEnvelope, ZOkResponse } from './common';

/**
 * GET /users/events/{eventId}/received-gifts?status=: the approved purchases by default; one other
 * status, or 'ALL' for every purchase.
 */
export const ZUsersListReceivedGiftsQuerySchema = z.object({
  status: z.enum(RECEIVED_GIFTS_FILTERS, STATUS_INVALID_MESSAGE).default('APPROVED'),
});
export type TUsersListReceivedGiftsQuery = z.input<typeof ZUsersListReceivedGiftsQuerySchema>;

export const ZUsersListReceivedGiftsResponseSchema = ZEnvelope.extend({
  receivedGifts: z.array(ZHostReceivedGift),
});
export type TUsersListReceivedGiftsResponse = z.infer<typeof ZUsersListReceivedGiftsResponseSchema>;

/** GET /users/events/{eventId}/transactions: the host's balance, with the money on hold. */
export const ZUsersGetTransactionTotalsResponseSchema = ZEnvelope.extend(ZHostBalance.shape);
export type TUsersGetTransactionTotalsResponse = z.infer<typeof ZUsersGetTransactionTotalsResponseSchema>;

/**
 * GET /users/events/{eventId}/payout-requests. A quirk of the contract, kept because the host app
 * calls it so: this GET *creates* the payout request for the whole available amount; its message
 * is the success text.
 */
export const ZUsersRequestPayoutResponseSchema = ZOkResponse;
