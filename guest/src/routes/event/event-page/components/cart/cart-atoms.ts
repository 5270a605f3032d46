import { type TCartItem, ZCartItem } from '@celebra/shared/models';
import type { PrimitiveAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { z } from 'zod';

/** The local-storage key of an event's cart: one cart per event. */
export const cartStorageKey = (slug: string) => `celebra.cart.${slug}`;

const ZStoredCart = z.array(ZCartItem);
const json = createJSONStorage<TCartItem[]>(() => localStorage);

// What another visit (or another version of the site) left in storage is checked, never trusted.
const storage: typeof json = {
  ...json,
  getItem: (key, initialValue) => {
    const parsed = ZStoredCart.safeParse(json.getItem(key, initialValue));
    return parsed.success ? parsed.data : initialValue;
  },
};

/**
 * The cart of the event at `slug`, kept across reloads (spec, section 2): the stored cart is read
 * when the atom is made, so the first render already has it (a cart restored on a reload must not
 * look like a cart that has just been filled). Made once per mounted page.
 */
export function cartAtom(slug: string): PrimitiveAtom<TCartItem[]> {
  return atomWithStorage<TCartItem[]>(cartStorageKey(slug), [], storage, { getOnInit: true });
}
