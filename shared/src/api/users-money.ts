import { z } from 'zod';
import { ZHostBalance } from '../models/host-balance';
import { ZIsoDateTime } from '../models/primitives';
import { RECEIVED_GIFTS_FILTERS, ZHostReceivedGift } from '../models/received-gift';
import { coercedId } from '../validation/fields';
import { STATUS_INVALID_MESSAGE } from '../validation/forms/money';
import { invalidFieldMessage } from '../validation/messages';
import { ZEnvelope, ZOkResponse } from './common';

/**
 * GET /users/events/{eventId}/received-gifts?status=: the approved purchases by default; one other
 * status, or 'ALL' for every purchase. `unthankedCount`: the event's approved gifts the host has
 * not marked as thanked yet, whatever the filter.
 */
export const ZUsersListReceivedGiftsQuerySchema = z.object({
  status: z.enum(RECEIVED_GIFTS_FILTERS, STATUS_INVALID_MESSAGE).default('APPROVED'),
});
export type TUsersListReceivedGiftsQuery = z.input<typeof ZUsersListReceivedGiftsQuerySchema>;

export const ZUsersListReceivedGiftsResponseSchema = ZEnvelope.extend({
  receivedGifts: z.array(ZHostReceivedGift),
  unthankedCount: z.number().int().nonnegative(),
});
export type TUsersListReceivedGiftsResponse = z.infer<typeof ZUsersListReceivedGiftsResponseSchema>;

/**
 * PUT /users/events/{eventId}/received-gifts/{purchaseId}/thanked {thanked}: the host marks an
 * approved gift as thanked (now), or takes the mark back. Answers the gift's `thankedAt`.
 */
export const ZUsersMarkGiftThankedParamsSchema = z.object({
  eventId: coercedId('eventId'),
  purchaseId: coercedId('purchaseId'),
});
export const ZUsersMarkGiftThankedBodySchema = z.object({
  thanked: z.boolean(invalidFieldMessage('thanked')),
});
export type TUsersMarkGiftThankedBody = z.input<typeof ZUsersMarkGiftThankedBodySchema>;
export const ZUsersMarkGiftThankedResponseSchema = ZEnvelope.extend({
  thankedAt: ZIsoDateTime.nullable(),
});
export type TUsersMarkGiftThankedResponse = z.infer<typeof ZUsersMarkGiftThankedResponseSchema>;

/** GET /users/events/{eventId}/transactions: the host's balance, with the money on hold. */
export const ZUsersGetTransactionTotalsResponseSchema = ZEnvelope.extend(ZHostBalance.shape);
export type TUsersGetTransactionTotalsResponse = z.infer<typeof ZUsersGetTransactionTotalsResponseSchema>;

/**
 * GET /users/events/{eventId}/payout-requests. A quirk of the contract, kept because the host app
 * calls it so: this GET *creates* the payout request for the whole available amount; its message
 * is the success text.
 */
export const ZUsersRequestPayoutResponseSchema = ZOkResponse;
