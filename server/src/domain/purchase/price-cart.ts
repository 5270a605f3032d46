import { finalPriceCents } from '@celebra/shared/format';
import { PURCHASE_TOO_LARGE_MESSAGE } from '@celebra/shared/messages';
import { MAX_DB_INT } from '@celebra/shared/validation';
import { HttpError } from '../../http/http-error';
import { type CartGift, pickCartGifts } from './find-purchase-basis';

/** One line of a priced cart: the gift's price as the database has it, and what the guest pays. */
export type CartLine = {
  giftId: number;
  giftName: string;
  unitPriceCents: number;
  finalUnitPriceCents: number;
  quantity: number;
};

export type PricedCart = {
  lines: CartLine[];
  /** Σ price × quantity: what goes to the host. */
  userAmountCents: number;
  /** Σ final price × quantity: what the guest pays, the platform's percentage included. */
  totalPriceCents: number;
};

/**
 * A guest's cart priced: only ids and quantities come from the client; each line's price is the
 * gift's price found on the event's list now, and the guest pays it plus the platform's
 * percentage of this moment. A gift not on the list, or no longer active, refuses the whole cart
 * (pickCartGifts). Amounts are 32-bit centavos in the database: a cart of many of the dearest
 * gifts would not fit, and is refused (400) as the client's mistake it is.
 */
export function priceCart(
  found: readonly CartGift[],
  items: readonly { id: number; quantity: number }[],
  percentageGift: number,
): PricedCart {
  const gifts = pickCartGifts(
    found,
    items.map((item) => item.id),
  );
  const lines = items.map((item, index) => {
    const gift = gifts[index] as CartGift;
    return {
      giftId: gift.id,
      giftName: gift.name,
      unitPriceCents: gift.priceCents,
      finalUnitPriceCents: finalPriceCents(gift.priceCents, percentageGift),
      quantity: item.quantity,
    };
  });
  const userAmountCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const totalPriceCents = lines.reduce((sum, line) => sum + line.finalUnitPriceCents * line.quantity, 0);
  if (totalPriceCents > MAX_DB_INT) throw new HttpError(400, PURCHASE_TOO_LARGE_MESSAGE);
  return { lines, userAmountCents, totalPriceCents };
}
