import { z } from 'zod';
import { ZEventGift } from './gift';

/**
 * A line of the guest's cart: the gift as listed plus how many units or cotas (kept across
 * reloads). For a free amount, `amount` is the value the guest typed (in reais, what the couple
 * receive when the fee is covered), the line's `price` and `priceWithoutFee` are that value with
 * and without the fee, and `quantity` is 1.
 */
export const ZCartItem = ZEventGift.extend({
  quantity: z.number().int().positive(),
  amount: z.number().positive().optional(),
});
export type TCartItem = z.infer<typeof ZCartItem>;
