import { type TCartItem, ZCartItem } from '@celebra/shared/models';
import type { PrimitiveAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { z } from 'zod';

/** The local-storage key of an event's cart: one cart per event. */
export const cartStorageKey = (slug: string) => `celebra.cart.${slug}`;

const ZStoredCart = z.array(ZCartItem);
const json = createJSONStorage<TCartItem[]>(() => localStorage);

// The last check of each key's stored value. The atom reads storage twice (when it is made and when
// the page mounts it), and the JSON storage gives back the same value while the stored text is the
// same: the same checked cart then, or the page would render a second time for nothing.
const checked = new Map<string, { stored: unknown; cart: TCartItem[] }>();

// What another visit (or another version of the site) left in storage is checked, never trusted.
const storage: typeof json = {
  ...json,
  getItem: (key, initialValue) => {
    const stored = json.getItem(key, initialValue);
    const last = checked.get(key);
    if (last && last.stored === stored) return last.cart;
    const parsed = ZStoredCart.safeParse(stored);
    const cart = parsed.success ? parsed.data : initialValue;
    checked.set(key, { stored, cart });
    return cart;
  },
};

/**
 * The cart of the event at `slug`, kept across reloads: the stored cart is read
 * when the atom is made, so the first render already has it (a cart restored on a reload must not
 * look like a cart that has just been filled). Made once per mounted page.
 */
export function cartAtom(slug: string): PrimitiveAtom<TCartItem[]> {
  return atomWithStorage<TCartItem[]>(cartStorageKey(slug), [], storage, { getOnInit: true });
}
