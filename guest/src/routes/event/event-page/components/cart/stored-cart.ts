/**
 * The guest's cart of one event kept across reloads, in localStorage: one cart per event, and
 * beside it the guest's choice of covering the platform's fee. What another visit (or another
 * version of the site) left there is checked, never trusted. The event page loads this module
 * after its first render (use-cart.ts): the schemas that check it are not part of the script a
 * phone waits for.
 */
import { type TCartItem, ZCartItem } from '@celebra/shared/models';
import { z } from 'zod';

/** The local-storage key of an event's cart. */
export const cartStorageKey = (slug: string) => `celebra.cart.${slug}`;

/** The local-storage key of the guest's choice of covering the fee in an event's cart. */
export const coverFeeStorageKey = (slug: string) => `celebra.cart.${slug}.cover-fee`;

// A line kept by an older version of the site may lack the price without the fee, the
// description, the kind and what was left of the gift: stand-ins until the cart meets the list
// again (reconcileCart refreshes every line from it). A free amount's `amount` is kept as typed.
const ZStoredCart = z.array(
  ZCartItem.extend({
    priceWithoutFee: ZCartItem.shape.priceWithoutFee.optional(),
    description: ZCartItem.shape.description.optional(),
    kind: ZCartItem.shape.kind.optional(),
    remaining: ZCartItem.shape.remaining.optional(),
  }).transform(
    (item): TCartItem => ({
      ...item,
      priceWithoutFee: item.priceWithoutFee ?? item.price,
      description: item.description ?? '',
      kind: item.kind ?? 'item',
      remaining: item.remaining ?? null,
    }),
  ),
);

/** The kept cart of the event at `slug`: empty when there is none, or what is there is not one. */
export function readStoredCart(slug: string): TCartItem[] {
  try {
    const parsed = ZStoredCart.safeParse(JSON.parse(localStorage.getItem(cartStorageKey(slug)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Keeps the cart of the event at `slug` for the next visit. */
export function writeStoredCart(slug: string, items: readonly TCartItem[]): void {
  try {
    localStorage.setItem(cartStorageKey(slug), JSON.stringify(items));
  } catch {
    // Private modes may refuse storage: the cart then lasts as long as the page.
  }
}

/** The guest's kept choice of covering the fee; null when never made (the host's default holds). */
export function readStoredCoverFee(slug: string): boolean | null {
  try {
    const kept = localStorage.getItem(coverFeeStorageKey(slug));
    return kept === 'true' ? true : kept === 'false' ? false : null;
  } catch {
    return null;
  }
}

/** Keeps the guest's choice of covering the fee; null forgets it. */
export function writeStoredCoverFee(slug: string, coverFee: boolean | null): void {
  try {
    if (coverFee === null) localStorage.removeItem(coverFeeStorageKey(slug));
    else localStorage.setItem(coverFeeStorageKey(slug), String(coverFee));
  } catch {
    // Private modes may refuse storage: the choice then lasts as long as the page.
  }
}
