import type { TCartItem, TEventGift } from '@celebra/shared/models';

/** The most of one gift a purchase takes (the purchase schema's limit). */
export const MAX_QUANTITY = 99;

/** Adds a gift: a new line with quantity 1, or one more of a line already there. */
export function addGift(items: readonly TCartItem[], gift: TEventGift): TCartItem[] {
  const line = items.find((item) => item.id === gift.id);
  if (!line) return [...items, { ...gift, quantity: 1 }];
  return items.map((item) =>
    item.id === gift.id ? { ...item, quantity: Math.min(item.quantity + 1, MAX_QUANTITY) } : item,
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

export function setQuantity(items: readonly TCartItem[], id: number, typed: string): TCartItem[] {
  const quantity = parseQuantity(typed);
  if (quantity === 0) return removeGift(items, id);
  return items.map((item) => (item.id === id ? { ...item, quantity } : item));
}

export function removeGift(items: readonly TCartItem[], id: number): TCartItem[] {
  return items.filter((item) => item.id !== id);
}

function isSameLine(a: TCartItem, b: TCartItem | undefined): boolean {
  return (
    b !== undefined &&
    a.id === b.id &&
    a.name === b.name &&
    a.price === b.price &&
    a.priceWithoutFee === b.priceWithoutFee &&
    a.imageUrl === b.imageUrl &&
    a.isAvailable === b.isAvailable &&
    a.quantity === b.quantity
  );
}

/**
 * A cart kept from an earlier visit, checked against the list as it is now: lines whose gift is
 * gone or no longer available are dropped, names, prices and images refreshed. A cart that is
 * still right is returned as it is (the same array), so that checking it on every load does not
 * render the whole page a second time.
 */
export function reconcileCart<Items extends readonly TCartItem[]>(
  items: Items,
  gifts: readonly TEventGift[],
): Items | TCartItem[] {
  const byId = new Map(gifts.map((gift) => [gift.id, gift]));
  const reconciled = items.flatMap((item) => {
    const gift = byId.get(item.id);
    return gift?.isAvailable ? [{ ...gift, quantity: item.quantity }] : [];
  });
  const isUnchanged =
    reconciled.length === items.length && reconciled.every((line, index) => isSameLine(line, items[index]));
  return isUnchanged ? items : reconciled;
}

/** How many gifts the cart holds, counting quantities: the number on the cart button. */
export function cartCount(items: readonly TCartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
