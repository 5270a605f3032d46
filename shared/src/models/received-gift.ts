import { z } from 'zod';
import { ZIsoDateTime, ZMediaUrl, ZModelId, ZMoney } from './primitives';
import { ZPurchaseState, ZTransactionStatus } from './transaction';

export const ZReceivedGiftItem = z.object({
  id: ZModelId,
  giftName: z.string(),
  quantity: z.number().int().positive(),
  /** What the couple receive for this line (its units or cotas, or the free amount given). */
  amount: ZMoney,
  /** Null when the gift was removed since; the apps show a fallback image. */
  gift: z.object({ imageUrl: ZMediaUrl.nullable() }).nullable(),
});
export type TReceivedGiftItem = z.infer<typeof ZReceivedGiftItem>;

/** A guest's purchase as the host sees it; an empty guest name shows as 'Anônimo'. */
export const ZReceivedGift = z.object({
  id: ZModelId,
  guestName: z.string().nullable(),
  createdAt: ZIsoDateTime,
  status: ZTransactionStatus,
  state: ZPurchaseState,
  userAmount: ZMoney,
  /**
   * What the couple still receive of it: userAmount less the lines or amounts refunded; 0 when the
   * purchase does not count (not approved). The approved cards' remaining amounts add up to
   * 'Total Recebido'.
   */
  remainingAmount: ZMoney,
  items: z.array(ZReceivedGiftItem),
});
export type TReceivedGift = z.infer<typeof ZReceivedGift>;

/**
 * A received gift as its host sees it: `heldUntil` is when an approved gift's money becomes
 * available ('a liberar em DD/MM'), null once it is (or when the gift is not approved).
 * `guestMessage` is the guest's note left with the purchase; `guestEmail` is where the host's
 * thank-you goes, null for a guest who left no name (an anonymous gift stays anonymous);
 * `thankedAt` is when the host marked it as thanked (null: still to thank). `guestPhone` is the
 * phone of the couple's own guest-list entry with the buyer's e-mail, for the WhatsApp thank-you
 * (a purchase asks no phone); null when the list has none, and for an anonymous gift.
 */
export const ZHostReceivedGift = ZReceivedGift.extend({
  heldUntil: ZIsoDateTime.nullable(),
  guestEmail: z.string().nullable(),
  guestPhone: z.string().nullable(),
  guestMessage: z.string().nullable(),
  thankedAt: ZIsoDateTime.nullable(),
});
export type THostReceivedGift = z.infer<typeof ZHostReceivedGift>;

/** What the host's received gifts show: one status, or every purchase ('ALL'). */
export const RECEIVED_GIFTS_FILTERS = ['APPROVED', 'PENDING', 'RECUSED', 'CANCELLED', 'ALL'] as const;
export type TReceivedGiftsFilter = (typeof RECEIVED_GIFTS_FILTERS)[number];
