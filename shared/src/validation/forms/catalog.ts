/**
 * Catalogue forms of the admin panel (gifts, event types, categories, services, linking a gift to
 * an event) and the host's gift suggestion. Gift and event-type forms are multipart: their field
 * schemas accept the strings a multipart body carries, and the form schemas add the image file.
 */
import { z } from 'zod';
import { MIN_GIFT_PRICE_CENTS } from '../../models/gift-notice';
import { SERVICE_TYPES } from '../../models/service';
import {
  booleanFromString,
  coercedId,
  coercedMoneyAmount,
  idNumber,
  imageFile,
  LIMITS,
  moneyAmount,
  optionalText,
  requiredText,
} from '../fields';
import {
  COMMON_MESSAGES,
  EVENT_TYPE_MESSAGES,
  GIFT_MESSAGES,
  GIFT_SUGGESTION_MESSAGES,
  invalidFieldMessage,
  LINK_GIFT_MESSAGES,
  SERVICE_MESSAGES,
} from '../messages';

/** A gift's fields (multipart body of POST/PUT /admin/gifts). `active` is only edited on existing gifts. */
export const ZGiftFieldsSchema = z.object({
  name: requiredText('name', { required: GIFT_MESSAGES.required, max: LIMITS.title }),
  description: requiredText('description', { required: GIFT_MESSAGES.required, max: LIMITS.text }),
  // A catalogue gift is an item: at least the minimum price, where the fee still pays its way.
  price: coercedMoneyAmount('price', { invalid: GIFT_MESSAGES.priceInvalid, positive: true }).refine(
    (price) => Math.round(price * 100) >= MIN_GIFT_PRICE_CENTS,
    GIFT_MESSAGES.priceBelowMinimum,
  ),
  eventCategoryId: coercedId('eventCategoryId', GIFT_MESSAGES.required),
  active: booleanFromString('active').optional(),
});

/** New gift: the image is required ('* Envie a imagem'). */
export const ZGiftCreateFormSchema = ZGiftFieldsSchema.extend({
  image: imageFile(GIFT_MESSAGES.imageRequired),
});
export type TGiftCreateForm = z.input<typeof ZGiftCreateFormSchema>;

/** Gift edit: a new image is optional. */
export const ZGiftEditFormSchema = ZGiftFieldsSchema.extend({
  image: imageFile(GIFT_MESSAGES.imageRequired).nullish(),
});
export type TGiftEditForm = z.input<typeof ZGiftEditFormSchema>;

/** An event type's fields (multipart body of POST/PUT /admin/event-types). */
export const ZEventTypeFieldsSchema = z.object({
  name: requiredText('name', { required: EVENT_TYPE_MESSAGES.required }),
  description: requiredText('description', { required: EVENT_TYPE_MESSAGES.required, max: LIMITS.text }),
  active: booleanFromString('active').optional(),
});

export const ZEventTypeCreateFormSchema = ZEventTypeFieldsSchema.extend({
  image: imageFile(EVENT_TYPE_MESSAGES.imageRequired),
});
export type TEventTypeCreateForm = z.input<typeof ZEventTypeCreateFormSchema>;

export const ZEventTypeEditFormSchema = ZEventTypeFieldsSchema.extend({
  image: imageFile(EVENT_TYPE_MESSAGES.imageRequired).nullish(),
});
export type TEventTypeEditForm = z.input<typeof ZEventTypeEditFormSchema>;

/** Category modal (POST/PUT /admin/event-categories): name and description non-blank, a type chosen. */
export const ZEventCategoryFormSchema = z.object({
  name: requiredText('name', { required: COMMON_MESSAGES.required }),
  description: requiredText('description', { required: COMMON_MESSAGES.required, max: LIMITS.text }),
  eventTypeId: coercedId('eventTypeId', COMMON_MESSAGES.required),
  active: z.boolean(invalidFieldMessage('active')).optional(),
});
export type TEventCategoryForm = z.input<typeof ZEventCategoryFormSchema>;

const MAX_SERVICE_QUANTITY = 1_000_000;

/** Service form (POST/PUT /admin/services): quantity never below 0 ('Valor inválido'). */
export const ZServiceFormSchema = z.object({
  name: requiredText('name', { required: SERVICE_MESSAGES.required, max: LIMITS.title }),
  description: requiredText('description', { required: SERVICE_MESSAGES.required, max: LIMITS.text }),
  price: moneyAmount('price', { required: SERVICE_MESSAGES.required }),
  type: z.enum(SERVICE_TYPES, SERVICE_MESSAGES.required),
  active: z.boolean(invalidFieldMessage('active')).optional(),
  quantity: z
    .number(SERVICE_MESSAGES.quantityInvalid)
    .int(SERVICE_MESSAGES.quantityInvalid)
    .min(0, SERVICE_MESSAGES.quantityInvalid)
    .max(MAX_SERVICE_QUANTITY, SERVICE_MESSAGES.quantityInvalid),
});
export type TServiceForm = z.input<typeof ZServiceFormSchema>;

/** The service form's quantity input: a non-numeric value becomes 0. */
export function toServiceQuantity(value: string | number): number {
  const quantity = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
}

/** 'Add to an event' popup (POST /admin/gifts/link-to-event): the event id is sent as a number. */
export const ZLinkGiftFormSchema = z.object({
  giftId: idNumber('giftId'),
  eventId: coercedId('eventId', LINK_GIFT_MESSAGES.eventIdRequired),
});
export type TLinkGiftForm = z.input<typeof ZLinkGiftFormSchema>;

/** Host gift suggestion (POST /users/gifts/suggestion/{eventId}): title required, description optional. */
export const ZGiftSuggestionFormSchema = z.object({
  title: requiredText('title', { required: GIFT_SUGGESTION_MESSAGES.titleRequired, max: LIMITS.title }),
  description: optionalText('description', LIMITS.text),
});
export type TGiftSuggestionForm = z.input<typeof ZGiftSuggestionFormSchema>;
