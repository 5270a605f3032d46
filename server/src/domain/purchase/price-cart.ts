import { priceLine, reaisToCents } from '@celebra/shared/format';
import {
  amountNotAllowedMessage,
  freeAmountQuantityMessage,
  freeAmountTooLowMessage,
  notEnoughLeftMessage,
  PURCHASE_TOO_LARGE_MESSAGE,
} from '@celebra/shared/messages';
import { MAX_DB_INT, requiredFieldMessage } from '@celebra/shared/validation';
import { DomainError } from '../errors/domain-error';
import { type CartGift, pickCartGifts } from './find-purchase-basis';

/**
 * One line of a priced cart: the gift's price as the database has it (a free amount's: the value
 * the guest typed), the quantity, and the line's money: the platform's fee on the whole line
 * (price × quantity × percentage, rounded once: shared/format/line-fee.ts), what the guest pays for
 * the line and what the host receives for it. A line's guest amount need not be a multiple of its
 * quantity; checkoutItemsOf says how the provider is shown it.
 */
export type CartLine = {
  giftId: number;
  giftName: string;
  /** The gift counts its units or cotas (a quantity): the purchase's line takes them. */
  claimsUnits: boolean;
  unitPriceCents: number;
  quantity: number;
  /** The platform's fee on the line, the same whoever pays it. */
  feeCents: number;
  /** What the guest pays for the line: price × quantity, plus the fee when covering it. */
  guestCents: number;
  /** What the host receives for the line: price × quantity, less the fee when the guest does not cover it. */
  hostCents: number;
};

export type PricedCart = {
  lines: CartLine[];
  /** Whether the guest pays the platform's fee on top (the host then receives the full prices). */
  feeCoveredByGuest: boolean;
  /** Σ the lines' host amounts: what goes to the host. */
  userAmountCents: number;
  /** Σ the lines' guest amounts: what the guest pays. */
  totalPriceCents: number;
};

/**
 * What the host receives for a purchase's line of `quantity` gifts of `unitPriceCents`: the
 * line's price when the guest covered the platform's fee, else the price less the fee on the line
 * (the same centavos either way). The rule the cart was priced with, for whoever reads a line back
 * (received gifts, refunds).
 */
export function hostLineCents(
  unitPriceCents: number,
  quantity: number,
  percentageGift: number,
  feeCoveredByGuest: boolean,
): number {
  return priceLine(unitPriceCents, quantity, percentageGift, feeCoveredByGuest).hostCents;
}

/**
 * A line of what the guest pays, as whole units for a checkout or an e-mail (the provider's items
 * are a unit price × a quantity): the line's units at their price when its amount divides evenly,
 * else one item '3 × Name' of the whole line, so the items always add up to the purchase's total.
 */
export function asWholeUnits(
  name: string,
  quantity: number,
  lineCents: number,
): { name: string; quantity: number; unitPriceCents: number } {
  if (lineCents % quantity === 0) return { name, quantity, unitPriceCents: lineCents / quantity };
  return { name: `${quantity} × ${name}`, quantity: 1, unitPriceCents: lineCents };
}

/** The provider's checkout items of a priced cart: each line's guest amount, to the centavo. */
export function checkoutItemsOf(cart: PricedCart) {
  return cart.lines.map((line) => {
    const item = asWholeUnits(line.giftName, line.quantity, line.guestCents);
    return {
      id: String(line.giftId),
      title: item.name,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
    };
  });
}

/** A line of the cart as the client sends it; `amount` (reais) only for a free amount. */
export type CartItemInput = { id: number; quantity: number; amount?: number | undefined };

/**
 * Whether the list still has `quantity` units or cotas of the gift: a gift without a limit always
 * has; else what no pending or approved purchase holds. Not enough is a 409 naming what remains.
 * The database makes the same check again as the purchase's lines go in (the claim trigger), so a
 * purchase of the same moment cannot slip between this check and the insert.
 */
export function requireRemaining(gift: CartGift, quantity: number): void {
  if (gift.quantity === null) return;
  const remaining = Math.max(0, gift.quantity - gift.claimed);
  if (quantity > remaining)
    throw new DomainError('conflict', notEnoughLeftMessage(gift.name, gift.kind, remaining));
}

/**
 * The value of one unit of a cart line. An item's and a cota's is the list's price; a free amount's
 * is what the guest typed (what the couple receive when the fee is covered), one contribution of
 * at least the host's minimum. A typed amount on any other gift is refused: the client does not
 * set prices.
 */
function unitPriceOf(gift: CartGift, item: CartItemInput, index: number): number {
  if (gift.kind !== 'free') {
    if (item.amount !== undefined) throw new DomainError('invalid', amountNotAllowedMessage(gift.name));
    requireRemaining(gift, item.quantity);
    return gift.priceCents;
  }
  if (item.amount === undefined)
    throw new DomainError('invalid', requiredFieldMessage('items.amount', ['items', index, 'amount']));
  if (item.quantity !== 1) throw new DomainError('invalid', freeAmountQuantityMessage(gift.name));
  const amountCents = reaisToCents(item.amount);
  if (amountCents < gift.priceCents)
    throw new DomainError('invalid', freeAmountTooLowMessage(gift.name, gift.priceCents));
  return amountCents;
}

/**
 * A guest's cart priced: only ids, quantities and a free amount's value come from the client;
 * each line's price is the gift's price found on the event's list now (unitPriceOf; the units or
 * cotas asked for must still be there, requireRemaining), and the platform keeps its percentage
 * of this moment on each line, price × quantity × percentage rounded once (priceLine), whoever
 * pays it: rounded per unit, a gift under R$ 0,10 carried no fee at all. Covered by the
 * guest, it is added to what the guest pays and the host receives the price; not covered, the
 * guest pays the price and the fee comes out of the host's share. Rounded the same way in both
 * modes, so the platform's share of a gift does not depend on the guest's choice. A gift not on
 * the list, or no longer active, refuses the whole cart (pickCartGifts). Amounts are 32-bit
 * centavos in the database: a cart of many of the dearest gifts would not fit, and is refused
 * (400) as the client's mistake it is.
 */
export function priceCart(
  found: readonly CartGift[],
  items: readonly CartItemInput[],
  percentageGift: number,
  coverFee = true,
): PricedCart {
  const gifts = pickCartGifts(
    found,
    items.map((item) => item.id),
  );
  const lines = items.map((item, index) => {
    const gift = gifts[index] as CartGift;
    const unitPriceCents = unitPriceOf(gift, item, index);
    const { feeCents, guestCents, hostCents } = priceLine(
      unitPriceCents,
      item.quantity,
      percentageGift,
      coverFee,
    );
    return {
      giftId: gift.id,
      giftName: gift.name,
      claimsUnits: gift.quantity !== null,
      unitPriceCents,
      quantity: item.quantity,
      feeCents,
      guestCents,
      hostCents,
    };
  });
  const userAmountCents = lines.reduce((sum, line) => sum + line.hostCents, 0);
  const totalPriceCents = lines.reduce((sum, line) => sum + line.guestCents, 0);
  if (totalPriceCents > MAX_DB_INT) throw new DomainError('invalid', PURCHASE_TOO_LARGE_MESSAGE);
  return { lines, feeCoveredByGuest: coverFee, userAmountCents, totalPriceCents };
}
