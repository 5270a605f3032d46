import { finalPriceCents } from '@celebra/shared/format';
import { PURCHASE_TOO_LARGE_MESSAGE } from '@celebra/shared/messages';
import { MAX_DB_INT } from '@celebra/shared/validation';
import { HttpError } from '../../http/http-error';
import { type CartGift, pickCartGifts } from './find-purchase-basis';

/**
 * One line of a priced cart: the gift's price as the database has it, what the guest pays for
 * one, and what the host receives for one.
 */
export type CartLine = {
  giftId: number;
  giftName: string;
  unitPriceCents: number;
  /** The price the guest pays for one: with the platform's fee when covering it, the price when not. */
  finalUnitPriceCents: number;
  /** What the host receives for one: the price when the guest covers the fee, the price less the fee when not. */
  hostUnitCents: number;
  quantity: number;
};

export type PricedCart = {
  lines: CartLine[];
  /** Whether the guest pays the platform's fee on top (the host then receives the full prices). */
  feeCoveredByGuest: boolean;
  /** Σ host's share × quantity: what goes to the host. */
  userAmountCents: number;
  /** Σ guest's price × quantity: what the guest pays. */
  totalPriceCents: number;
};

/**
 * What the host receives for one gift of `priceCents`: the price when the guest covered the
 * platform's fee, else the price less the fee the guest would have paid on top
 * (finalPriceCents − price, the same centavos either way).
 */
export function hostUnitCents(
  priceCents: number,
  percentageGift: number,
  feeCoveredByGuest: boolean,
): number {
  if (feeCoveredByGuest) return priceCents;
  return priceCents - (finalPriceCents(priceCents, percentageGift) - priceCents);
}

/**
 * A guest's cart priced: only ids and quantities come from the client; each line's price is the
 * gift's price found on the event's list now, and the platform keeps its percentage of this
 * moment, per unit finalPriceCents(price, percentage) − price, whoever pays it. Covered by the
 * guest, it is added to what the guest pays and the host receives the price; not covered, the
 * guest pays the price and the fee comes out of the host's share. Rounded the same way in both
 * modes, so the platform's share of a gift does not depend on the guest's choice. A gift not on
 * the list, or no longer active, refuses the whole cart (pickCartGifts). Amounts are 32-bit
 * centavos in the database: a cart of many of the dearest gifts would not fit, and is refused
 * (400) as the client's mistake it is.
 */
export function priceCart(
  found: readonly CartGift[],
  items: readonly { id: number; quantity: number }[],
  percentageGift: number,
  coverFee = true,
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
      finalUnitPriceCents: coverFee ? finalPriceCents(gift.priceCents, percentageGift) : gift.priceCents,
      hostUnitCents: hostUnitCents(gift.priceCents, percentageGift, coverFee),
      quantity: item.quantity,
    };
  });
  const userAmountCents = lines.reduce((sum, line) => sum + line.hostUnitCents * line.quantity, 0);
  const totalPriceCents = lines.reduce((sum, line) => sum + line.finalUnitPriceCents * line.quantity, 0);
  if (totalPriceCents > MAX_DB_INT) throw new HttpError(400, PURCHASE_TOO_LARGE_MESSAGE);
  return { lines, feeCoveredByGuest: coverFee, userAmountCents, totalPriceCents };
}
