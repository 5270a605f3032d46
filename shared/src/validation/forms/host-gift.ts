/**
 * The host's own gift, created or edited on 'Lista de Presentes' (multipart body of POST
 * /users/gifts/{eventId}/custom and PUT /users/gifts/{eventId}/{giftId}, so numbers may arrive as
 * strings). `price` is what the couple receive: an item's price per unit, the total of a gift in
 * cotas (split into `shares` equal cotas, each a whole number of centavos), a free amount's
 * minimum. `quantity` limits an item's units (blank: no limit).
 */
import { z } from 'zod';
import { GIFT_KINDS } from '../../models/gift';
import {
  GIFT_NOTICE_MAX_LENGTH,
  MAX_GIFT_SHARES,
  MAX_GIFT_UNITS,
  MIN_GIFT_PRICE_CENTS,
} from '../../models/gift-notice';
import { coercedMoneyAmount, imageFile, LIMITS, naming, requiredText } from '../fields';
import { GIFT_MESSAGES, invalidFieldMessage, maxLengthMessage } from '../messages';

export const HOST_GIFT_MESSAGES = {
  kindInvalid: 'O tipo de presente deve ser inteiro, em cotas ou valor livre.',
  sharesRequired: `Informe o número de cotas em que o presente é dividido (de 2 a ${MAX_GIFT_SHARES}).`,
  sharesUneven:
    'O valor total precisa se dividir em cotas iguais, de centavos inteiros: ajuste o valor ou o número de cotas.',
  quantityInvalid: `A quantidade deve ser um número inteiro de 1 a ${MAX_GIFT_UNITS}, ou em branco para não ter limite.`,
} as const;

/** A whole number typed in a multipart field or an input; blank is absent. */
const optionalWholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : value),
    z.coerce.number<string | number>(message).int(message).min(min, message).max(max, message).optional(),
  );

export const ZHostGiftFieldsSchema = z
  .object({
    name: requiredText('name', { required: GIFT_MESSAGES.required, max: LIMITS.title }),
    description: z
      .string(naming((at) => invalidFieldMessage('description', at)))
      .trim()
      .max(
        LIMITS.text,
        naming((at) => maxLengthMessage('description', LIMITS.text, at)),
      )
      .default(''),
    giftKind: z.enum(GIFT_KINDS, HOST_GIFT_MESSAGES.kindInvalid).default('item'),
    price: coercedMoneyAmount('price', { invalid: GIFT_MESSAGES.priceInvalid, positive: true }),
    quantity: optionalWholeNumber(HOST_GIFT_MESSAGES.quantityInvalid, 1, MAX_GIFT_UNITS),
    shares: optionalWholeNumber(HOST_GIFT_MESSAGES.sharesRequired, 2, MAX_GIFT_SHARES),
  })
  .superRefine((gift, context) => {
    const priceCents = Math.round(gift.price * 100);
    // What one guest buys at the least (a unit, a cota, the free amount's minimum) costs at least
    // MIN_GIFT_PRICE_CENTS, where the platform's percentage still exceeds the provider's own fee.
    if (gift.giftKind !== 'cotas') {
      if (priceCents < MIN_GIFT_PRICE_CENTS)
        context.addIssue({
          code: 'custom',
          path: ['price'],
          message:
            gift.giftKind === 'free'
              ? GIFT_MESSAGES.freeMinimumBelowMinimum
              : GIFT_MESSAGES.priceBelowMinimum,
        });
      return;
    }
    if (gift.shares === undefined) {
      context.addIssue({ code: 'custom', path: ['shares'], message: HOST_GIFT_MESSAGES.sharesRequired });
    } else if (priceCents % gift.shares !== 0) {
      context.addIssue({ code: 'custom', path: ['shares'], message: HOST_GIFT_MESSAGES.sharesUneven });
    } else if (priceCents / gift.shares < MIN_GIFT_PRICE_CENTS) {
      context.addIssue({ code: 'custom', path: ['price'], message: GIFT_MESSAGES.cotaBelowMinimum });
    }
  });
export type THostGiftFields = z.input<typeof ZHostGiftFieldsSchema>;
export type THostGiftValues = z.output<typeof ZHostGiftFieldsSchema>;

/**
 * The host's gift form: a photo is optional (the list shows a drawing without one). Extended with
 * `safeExtend` so the cotas checks of the fields (count given, total divisible) still run.
 */
export const ZHostGiftFormSchema = ZHostGiftFieldsSchema.safeExtend({
  image: imageFile(GIFT_MESSAGES.imageRequired).nullish(),
});

/** The notice beside the list; blank puts the platform's default text back. */
export const ZGiftNoticeFormSchema = z.object({
  text: z
    .string(naming((at) => invalidFieldMessage('text', at)))
    .trim()
    .max(
      GIFT_NOTICE_MAX_LENGTH,
      naming((at) => maxLengthMessage('text', GIFT_NOTICE_MAX_LENGTH, at)),
    ),
});
export type TGiftNoticeForm = z.input<typeof ZGiftNoticeFormSchema>;
