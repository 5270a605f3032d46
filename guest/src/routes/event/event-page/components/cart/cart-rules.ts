import { finalPrice } from '@celebra/shared/format';
import type { TCartItem, TEventGift } from '@celebra/shared/models';

/** The most of one gift a purchase takes (the purchase schema's limit). */
export const MAX_QUANTITY = 99;

/** How many of a gift one cart line may hold: what is left of it, and never past a purchase's limit. */
export function maxQuantityOf(gift: Pick<TEventGift, 'remaining'>): number {
  return Math.min(MAX_QUANTITY, gift.remaining ?? MAX_QUANTITY);
}

/** A gift of which nothing is left: every unit or cota is held by a purchase ('Presenteado'). */
export function isGiven(gift: Pick<TEventGift, 'remaining'>): boolean {
  return gift.remaining === 0;
}

/**
 * A free amount's line: the value the guest typed is the gift's own price (what the couple receive
 * when the fee is covered), the platform's percentage on top as the server prices it, quantity 1.
 */
function freeLine(gift: TEventGift, amount: number, feePercentage: number): TCartItem {
  return { ...gift, price: finalPrice(amount, feePercentage), priceWithoutFee: amount, amount, quantity: 1 };
}

/** What the guest chose on the gift's card: how many units or cotas, or the free amount's value. */
export type TGiftChoice = { quantity?: number; amount?: number };

/**
 * Adds a gift: a new line, or more of a line already there, within what is left of it. A free
 * amount is one line whose value is the one typed last (the cart holds a gift once).
 */
export function addGift(
  items: readonly TCartItem[],
  gift: TEventGift,
  choice: TGiftChoice = {},
  feePercentage = 0,
): TCartItem[] {
  const line = items.find((item) => item.id === gift.id);
  if (gift.kind === 'free') {
    const amount = choice.amount ?? line?.amount ?? gift.priceWithoutFee;
    const added = freeLine(gift, amount, feePercentage);
    return line ? items.map((item) => (item.id === gift.id ? added : item)) : [...items, added];
  }
  const max = maxQuantityOf(gift);
  if (max <= 0) return [...items];
  const more = Math.max(1, Math.trunc(choice.quantity ?? 1));
  if (!line) return [...items, { ...gift, quantity: Math.min(more, max) }];
  return items.map((item) =>
    item.id === gift.id ? { ...item, quantity: Math.min(item.quantity + more, max) } : item,
  );
}

/**
 * A quantity as typed: 0 removes the line, anything non-numeric becomes 1;
 * decimals are cut and the amount kept within 1 to MAX_QUANTITY.
 */
export function parseQuantity(typed: string): number {
  const value = Number(typed.trim());
  if (typed.trim() === '' || !Number.isFinite(value)) return 1;
  const whole = Math.trunc(value);
  if (whole <= 0) return 0;
  return Math.min(whole, MAX_QUANTITY);
}

/** A line's quantity as typed (parseQuantity's rules), never more than what is left of the gift. */
export function setQuantity(items: readonly TCartItem[], id: number, typed: string): TCartItem[] {
  const quantity = parseQuantity(typed);
  if (quantity === 0) return removeGift(items, id);
  return items.map((item) =>
    item.id === id && item.kind !== 'free'
      ? { ...item, quantity: Math.min(quantity, maxQuantityOf(item)) }
      : item,
  );
}

/** A free amount's new value (already checked against the gift's minimum by the field). */
export function setAmount(
  items: readonly TCartItem[],
  id: number,
  amount: number,
  feePercentage: number,
): TCartItem[] {
  return items.map((item) =>
    item.id === id && item.kind === 'free' ? freeLine(item, amount, feePercentage) : item,
  );
}

export function removeGift(items: readonly TCartItem[], id: number): TCartItem[] {
  return items.filter((item) => item.id !== id);
}

function isSameLine(a: TCartItem, b: TCartItem | undefined): boolean {
  if (b === undefined) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof TCartItem>;
  return [...keys].every((key) => a[key] === b[key]);
}

/** A cart line as the list has its gift now, or null when it can no longer be bought. */
function lineNow(item: TCartItem, gift: TEventGift | undefined, feePercentage: number): TCartItem | null {
  if (!gift?.isAvailable || isGiven(gift)) return null;
  if (gift.kind === 'free') {
    return freeLine(gift, Math.max(item.amount ?? gift.priceWithoutFee, gift.priceWithoutFee), feePercentage);
  }
  return { ...gift, quantity: Math.min(item.quantity, maxQuantityOf(gift)) };
}

/**
 * A cart (kept from an earlier visit, or met again after the list changed) checked against the
 * list as it is now: lines whose gift is gone, no longer available or given are dropped; a line
 * holding more than is left is cut down to it; a free amount below a raised minimum is raised to
 * it; names, prices and images refreshed. A cart that is still right is returned as it is (the
 * same array), so that checking it on every load does not render the whole page a second time.
 */
export function reconcileCart<Items extends readonly TCartItem[]>(
  items: Items,
  gifts: readonly TEventGift[],
  feePercentage = 0,
): Items | TCartItem[] {
  const byId = new Map(gifts.map((gift) => [gift.id, gift]));
  const reconciled = items.flatMap((item) => {
    const line = lineNow(item, byId.get(item.id), feePercentage);
    return line ? [line] : [];
  });
  const isUnchanged =
    reconciled.length === items.length && reconciled.every((line, index) => isSameLine(line, items[index]));
  return isUnchanged ? items : reconciled;
}

/** How many gifts the cart holds, counting quantities: the number on the cart button. */
export function cartCount(items: readonly TCartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** A line's name as the cart lists it: '2 cotas de "Lua de mel"' for cotas, else the gift's name. */
export function lineTitle(item: Pick<TCartItem, 'kind' | 'name' | 'quantity'>): string {
  if (item.kind !== 'cotas') return item.name;
  return `${item.quantity} ${plural(item.quantity, 'cota', 'cotas')} de "${item.name}"`;
}

/** The cart's lines as the purchase bodies carry them: id and quantity, and a free amount's value. */
export function cartLinesOf(items: readonly TCartItem[]) {
  return items.map(({ id, quantity, amount }) =>
    amount === undefined ? { id, quantity } : { id, quantity, amount },
  );
}
