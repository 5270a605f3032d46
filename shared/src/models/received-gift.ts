import { z } from 'zod';
import { ZIsoDateTime, ZMediaUrl, ZModelId, ZMoney } from './primitives';
import { ZTransactionStatus } from './transaction';

export const ZReceivedGiftItem = z.object({
  id: ZModelId,
  giftName: z.string(),
  quantity: z.number().int().positive(),
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
  userAmount: ZMoney,
  items: z.array(ZReceivedGiftItem),
});
export type TReceivedGift = z.infer<typeof ZReceivedGift>;
