/** Event types (multipart, with an image) and their categories. */
import { z } from 'zod';
import { ZEventCategory } from '../models/event-category';
import { ZEventType, ZEventTypeWithCategories } from '../models/event-type';
import { ZEventCategoryFormSchema, ZEventTypeFieldsSchema } from '../validation/forms/catalog';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /admin/event-categories. */
export const ZAdminListEventCategoriesResponseSchema = ZEnvelope.extend({
  eventCategories: z.array(ZEventCategory),
});
export type TAdminListEventCategoriesResponse = z.infer<typeof ZAdminListEventCategoriesResponseSchema>;

/** POST /admin/event-categories. */
export const ZAdminCreateEventCategoryBodySchema = ZEventCategoryFormSchema;
export type TAdminCreateEventCategoryBody = z.input<typeof ZAdminCreateEventCategoryBodySchema>;
export const ZAdminCreateEventCategoryResponseSchema = ZOkResponse.extend({ eventCategory: ZEventCategory });
export type TAdminCreateEventCategoryResponse = z.infer<typeof ZAdminCreateEventCategoryResponseSchema>;

/** PUT /admin/event-categories/{id}: as the creation, plus active. */
export const ZAdminUpdateEventCategoryBodySchema = ZEventCategoryFormSchema;
export type TAdminUpdateEventCategoryBody = z.input<typeof ZAdminUpdateEventCategoryBodySchema>;
export const ZAdminUpdateEventCategoryResponseSchema = ZOkResponse.extend({ eventCategory: ZEventCategory });
export type TAdminUpdateEventCategoryResponse = z.infer<typeof ZAdminUpdateEventCategoryResponseSchema>;

/** DELETE /admin/event-categories/{id}. */
export const ZAdminDeleteEventCategoryResponseSchema = ZOkResponse;

/** GET /admin/event-types. */
export const ZAdminListEventTypesResponseSchema = ZEnvelope.extend({ eventTypes: z.array(ZEventType) });
export type TAdminListEventTypesResponse = z.infer<typeof ZAdminListEventTypesResponseSchema>;

/** GET /admin/event-types-with-categories. */
export const ZAdminListEventTypesWithCategoriesResponseSchema = ZEnvelope.extend({
  eventTypes: z.array(ZEventTypeWithCategories),
});
export type TAdminListEventTypesWithCategoriesResponse = z.infer<
  typeof ZAdminListEventTypesWithCategoriesResponseSchema
>;

/** POST /admin/event-types, multipart: these fields plus a required `image` file. */
export const ZAdminCreateEventTypeBodySchema = ZEventTypeFieldsSchema;
export type TAdminCreateEventTypeBody = z.input<typeof ZAdminCreateEventTypeBodySchema>;
export const ZAdminCreateEventTypeResponseSchema = ZOkResponse.extend({ eventType: ZEventType });
export type TAdminCreateEventTypeResponse = z.infer<typeof ZAdminCreateEventTypeResponseSchema>;

/** PUT /admin/event-types/{id}, multipart: adds active; the image is optional. */
export const ZAdminUpdateEventTypeBodySchema = ZEventTypeFieldsSchema;
export type TAdminUpdateEventTypeBody = z.input<typeof ZAdminUpdateEventTypeBodySchema>;
export const ZAdminUpdateEventTypeResponseSchema = ZOkResponse.extend({ eventType: ZEventType });
export type TAdminUpdateEventTypeResponse = z.infer<typeof ZAdminUpdateEventTypeResponseSchema>;

/** DELETE /admin/event-types/{id}: its categories go with it. */
export const ZAdminDeleteEventTypeResponseSchema = ZOkResponse;
