import { z } from 'zod';
import { ZEventGift } from './gift';

/** A line of the guest's cart: the gift as listed plus how many (kept across reloads). */
export const ZCartItem = ZEventGift.extend({
  quantity: z.number().int().positive(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

/** The cart total: the sum of price × quantity. */
export function cartTotal(items: readonly Pick<TCartItem, 'price' | 'quantity'>[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * 100 * item.quantity, 0)) / 100;
}
