import { z } from 'zod';
import { ZEventGift } from './gift';

/** A line of the guest's cart: the gift as listed plus how many (kept across reloads). */
export const ZCartItem = ZEventGift.extend({
  quantity: z.number().int().positive(),
});
export type TCartItem = z.infer<typeof ZCartItem>;
