import { reaisToCents } from '@celebra/shared/format';
import type { TGiftKind } from '@celebra/shared/models';
import type { THostGiftValues } from '@celebra/shared/validation';

/** A gift line as stored: the price per unit, per cota or the minimum, and how many. */
export type LineValues = {
  name: string;
  description: string;
  kind: TGiftKind;
  priceCents: number;
  quantity: number | null;
};

/**
 * The host's form as the list stores it. The host types a gift in cotas' total and the number of
 * cotas; the line keeps the price of one cota (the contract already refused a total that does not
 * split into whole centavos) and the number as its quantity. A free amount's price is its minimum
 * and it has no quantity; an item's quantity is its limit, or none.
 */
export function toLineValues(body: THostGiftValues): LineValues {
  const cents = reaisToCents(body.price);
  const base = { name: body.name, description: body.description, kind: body.giftKind };
  if (body.giftKind === 'cotas') {
    const shares = body.shares ?? 1;
    return { ...base, priceCents: cents / shares, quantity: shares };
  }
  if (body.giftKind === 'free') return { ...base, priceCents: cents, quantity: null };
  return { ...base, priceCents: cents, quantity: body.quantity ?? null };
}
