import { centsToReais, reaisToCents } from '@celebra/shared/format';
import type { TGiftKind, THostEventGift } from '@celebra/shared/models';
import type { ZHostGiftFormSchema } from '@celebra/shared/validation';
import type { z } from 'zod';

/**
 * The gift form as typed: the price a number of reais (null while empty), the counts as typed
 * (blank quantity: no limit), the picked photo if any.
 */
export type TGiftFormValues = {
  name: string;
  description: string;
  giftKind: TGiftKind;
  price: number | null;
  quantity: string;
  shares: string;
  image: File | null;
};
export type TGiftFormOutput = z.output<typeof ZHostGiftFormSchema>;

export const EMPTY_GIFT_FORM: TGiftFormValues = {
  name: '',
  description: '',
  giftKind: 'item',
  price: null,
  quantity: '',
  shares: '',
  image: null,
};

/**
 * A gift of the list as its edit form starts: for cotas the host edits the total (the list keeps
 * the price per cota) and the number of cotas; an item's limit shows blank when it has none.
 */
export function giftToFormValues(gift: THostEventGift): TGiftFormValues {
  const perUnit = gift.priceWithoutFee;
  const isCotas = gift.kind === 'cotas';
  return {
    name: gift.name,
    description: gift.description,
    giftKind: gift.kind,
    price: isCotas ? centsToReais(reaisToCents(perUnit) * (gift.quantity ?? 1)) : perUnit,
    quantity: gift.kind === 'item' && gift.quantity !== null ? String(gift.quantity) : '',
    shares: isCotas && gift.quantity !== null ? String(gift.quantity) : '',
    image: null,
  };
}

/**
 * The multipart body of the create and edit routes: only the fields the kind uses (a quantity
 * for an item, the count of cotas for cotas) and the photo when one was picked.
 */
export function giftFormData(values: TGiftFormOutput, image: File | null): FormData {
  const form = new FormData();
  form.append('name', values.name);
  form.append('description', values.description);
  form.append('giftKind', values.giftKind);
  form.append('price', String(values.price));
  if (values.giftKind === 'item' && values.quantity !== undefined) {
    form.append('quantity', String(values.quantity));
  }
  if (values.giftKind === 'cotas' && values.shares !== undefined)
    form.append('shares', String(values.shares));
  if (image) form.append('image', image);
  return form;
}
