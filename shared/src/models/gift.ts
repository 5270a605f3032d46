import { z } from 'zod';
import { ZIsoDateTime, ZMediaUrl, ZModelId, ZMoney } from './primitives';

/**
 * A catalogue gift (admin). `price` is what the host receives; `pricePercentage` is the final
 * price guests pay, price × (1 + percentageGift / 100) rounded to the centavo.
 */
export const ZGift = z.object({
  id: ZModelId,
  name: z.string(),
  description: z.string(),
  price: ZMoney,
  pricePercentage: ZMoney,
  /** Null once its category was removed with its event type; an administrator can file it again. */
  eventCategoryId: ZModelId.nullable(),
  active: z.boolean(),
  imageUrl: ZMediaUrl.nullable(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TGift = z.infer<typeof ZGift>;

/**
 * A gift on an event's list (public site, host gift list): `price` is what the guest pays when
 * covering the platform's fee (the percentage on top), `priceWithoutFee` the gift's own price,
 * what the guest pays when not covering it.
 */
export const ZEventGift = z.object({
  id: ZModelId,
  name: z.string(),
  price: ZMoney,
  priceWithoutFee: ZMoney,
  imageUrl: ZMediaUrl.nullable(),
  isAvailable: z.boolean(),
});
export type TEventGift = z.infer<typeof ZEventGift>;

/**
 * A gift offered by the new-event wizards (GET /users/fetch-gifts-slug). A quirk the wizards rely on:
 * they read the image field as image_url; imageUrl carries the same value for the camelCase readers.
 */
export const ZWizardGift = z.object({
  id: ZModelId,
  name: z.string(),
  price: ZMoney,
  image_url: ZMediaUrl.nullable(),
  imageUrl: ZMediaUrl.nullable(),
});
export type TWizardGift = z.infer<typeof ZWizardGift>;
