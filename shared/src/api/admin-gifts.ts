import { z } from 'zod';
import { ZGift } from '../models/gift';
import { ZGiftCategory } from '../models/gift-category';
import { ZGiftFieldsSchema, ZLinkGiftFormSchema } from '../validation/forms/catalog';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /admin/gifts/categories: gifts grouped by event type and category. */
export const ZAdminListGiftsByCategoryResponseSchema = ZEnvelope.extend({
  giftsByCategory: z.array(ZGiftCategory),
});
export type TAdminListGiftsByCategoryResponse = z.infer<typeof ZAdminListGiftsByCategoryResponseSchema>;

/**
 * How many event lists hold a catalogue gift and how many purchases bought it: a gift in use cannot
 * be removed (only deactivated), and the back office says so before asking.
 */
export const ZGiftUsage = z.object({ lists: z.number().int(), purchases: z.number().int() });
export type TGiftUsage = z.infer<typeof ZGiftUsage>;

/** GET /admin/gifts/{id}, with what uses the gift. */
export const ZAdminGetGiftResponseSchema = ZEnvelope.extend({ gift: ZGift, usage: ZGiftUsage });
export type TAdminGetGiftResponse = z.infer<typeof ZAdminGetGiftResponseSchema>;

/** POST /admin/gifts, multipart: these fields plus an optional `image` file. */
export const ZAdminCreateGiftBodySchema = ZGiftFieldsSchema;
export type TAdminCreateGiftBody = z.input<typeof ZAdminCreateGiftBodySchema>;
export const ZAdminCreateGiftResponseSchema = ZOkResponse.extend({ gift: ZGift });
export type TAdminCreateGiftResponse = z.infer<typeof ZAdminCreateGiftResponseSchema>;

/** PUT /admin/gifts/{id}, multipart: as the creation. */
export const ZAdminUpdateGiftBodySchema = ZGiftFieldsSchema;
export type TAdminUpdateGiftBody = z.input<typeof ZAdminUpdateGiftBodySchema>;
export const ZAdminUpdateGiftResponseSchema = ZOkResponse.extend({ gift: ZGift });
export type TAdminUpdateGiftResponse = z.infer<typeof ZAdminUpdateGiftResponseSchema>;

/** DELETE /admin/gifts/{id}: 409 while lists or purchases use the gift (giftInUseMessage). */
export const ZAdminDeleteGiftResponseSchema = ZOkResponse;

/** POST /admin/gifts/link-to-event. */
export const ZAdminLinkGiftToEventBodySchema = ZLinkGiftFormSchema;
export type TAdminLinkGiftToEventBody = z.input<typeof ZAdminLinkGiftToEventBodySchema>;
export const ZAdminLinkGiftToEventResponseSchema = ZOkResponse;
