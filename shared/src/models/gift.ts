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
 * How a gift on a list is given: 'item', bought whole (as many as the couple want, or without a
 * limit); 'cotas', one gift split into equal shares guests buy one or more of (a honeymoon of
 * R$ 6.000 in 20 cotas of R$ 300); 'free', a contribution whose amount the guest types, at least
 * the host's minimum.
 */
export const GIFT_KINDS = ['item', 'cotas', 'free'] as const;
export const ZGiftKind = z.enum(GIFT_KINDS);
export type TGiftKind = z.infer<typeof ZGiftKind>;

/**
 * A gift on an event's list (public site, host gift list). `id` is the gift's (catalogue or the
 * host's own), what the cart sends. `price` is what the guest pays when covering the platform's fee
 * (the percentage on top), `priceWithoutFee` the gift's own price, what the guest pays when not
 * covering it and what the couple receive when they do: per unit for an item, per cota for cotas,
 * the minimum for a free amount. `quantity`: how many units or cotas the couple want (null: no
 * limit, and always null for a free amount); `remaining`: how many of them no purchase holds yet
 * (null without a limit); a gift with none left is given ('Presenteado'). `isAvailable` is true for
 * every line the server sends: a catalogue gift the back office deactivates leaves the catalogue
 * only, and stays on (and for sale from) the lists that hold it.
 */
export const ZEventGift = z.object({
  id: ZModelId,
  name: z.string(),
  description: z.string(),
  kind: ZGiftKind,
  price: ZMoney,
  priceWithoutFee: ZMoney,
  imageUrl: ZMediaUrl.nullable(),
  isAvailable: z.boolean(),
  quantity: z.number().int().positive().nullable(),
  remaining: z.number().int().nonnegative().nullable(),
});
export type TEventGift = z.infer<typeof ZEventGift>;

/**
 * A gift on the host's own list (GET /users/gifts/{eventId}): the guest's view plus what only the
 * host sees. `hidden`: kept on the list but not shown to guests; `custom`: the host's own gift
 * (else one of the catalogue's); `given`: units, cotas or contributions purchases hold now.
 */
export const ZHostEventGift = ZEventGift.extend({
  hidden: z.boolean(),
  custom: z.boolean(),
  given: z.number().int().nonnegative(),
});
export type THostEventGift = z.infer<typeof ZHostEventGift>;

/**
 * A gift of the platform's catalogue as the host browses it to add to their list (GET
 * /users/gifts/{eventId}/catalog): `price` what the couple receive, `priceWithFee` what guests pay;
 * `onList` when it is on this event's list already.
 */
export const ZCatalogGift = z.object({
  id: ZModelId,
  name: z.string(),
  description: z.string(),
  price: ZMoney,
  priceWithFee: ZMoney,
  imageUrl: ZMediaUrl.nullable(),
  eventCategoryId: ZModelId,
  onList: z.boolean(),
});
export type TCatalogGift = z.infer<typeof ZCatalogGift>;

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
