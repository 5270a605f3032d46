/**
 * The guest's cart of one event kept across reloads, in localStorage: one cart per event. What
 * another visit (or another version of the site) left there is checked, never trusted. The event
 * page loads this module after its first render (use-cart.ts): the schemas that check it are not
 * part of the script a phone waits for.
 */
import { type TCartItem, ZCartItem } from '@celebra/shared/models';
import { z } from 'zod';

/** The local-storage key of an event's cart. */
export const cartStorageKey = (slug: string) => `celebra.cart.${slug}`;

const ZStoredCart = z.array(ZCartItem);

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
