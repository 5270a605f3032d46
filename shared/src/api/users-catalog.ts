/** What both wizards offer: event types, their categories, and the gifts of a category. */
import { z } from 'zod';
import { ZEventCategory } from '../models/event-category';
import { ZEventType } from '../models/event-type';
import { ZWizardGift } from '../models/gift';
import { coercedId, LIMITS } from '../validation/fields';
import { invalidFieldMessage, maxLengthMessage } from '../validation/messages';
import { ZEnvelope } from './common';

/** GET /users/event-types: the active types. */
export const ZUsersListEventTypesResponseSchema = ZEnvelope.extend({ eventTypes: z.array(ZEventType) });
export type TUsersListEventTypesResponse = z.infer<typeof ZUsersListEventTypesResponseSchema>;

/** GET /users/event-categories?event_type_id= (snake_case, as the apps send it). */
export const ZUsersListEventCategoriesQuerySchema = z.object({
  event_type_id: coercedId('event_type_id'),
});
export type TUsersListEventCategoriesQuery = z.input<typeof ZUsersListEventCategoriesQuerySchema>;
export const ZUsersListEventCategoriesResponseSchema = ZEnvelope.extend({
  eventCategories: z.array(ZEventCategory),
});
export type TUsersListEventCategoriesResponse = z.infer<typeof ZUsersListEventCategoriesResponseSchema>;

/**
 * GET /users/fetch-gifts-slug?event_category_id=&slug=: the category's active gifts and whether
 * the slug is free. A category without gifts is an error (success false).
 */
export const ZUsersFetchGiftsSlugQuerySchema = z.object({
  event_category_id: coercedId('event_category_id'),
  slug: z
    .string(invalidFieldMessage('slug'))
    .trim()
    .toLowerCase()
    .max(LIMITS.slug, maxLengthMessage('slug', LIMITS.slug))
    // PostgreSQL text cannot hold NUL: the availability look-up would fail (a 500).
    .refine((slug) => !slug.includes('\u0000'), invalidFieldMessage('slug'))
    .optional(),
});
export type TUsersFetchGiftsSlugQuery = z.input<typeof ZUsersFetchGiftsSlugQuerySchema>;
export const ZUsersFetchGiftsSlugResponseSchema = ZEnvelope.extend({
  gifts: z.array(ZWizardGift),
  slug_available: z.boolean(),
});
export type TUsersFetchGiftsSlugResponse = z.infer<typeof ZUsersFetchGiftsSlugResponseSchema>;

/**
 * GET /users/slug-availability?slug=: whether an event's link is free, asked by the wizards' first
 * step as the host types it. `slug` is the link as it would be saved (trimmed, lower-cased);
 * `message` says why it cannot be used ('O link está em uso, por favor, crie outro.', a reserved
 * word, a bad format), empty when it can.
 */
export const ZUsersSlugAvailabilityQuerySchema = z.object({
  slug: z
    .string(invalidFieldMessage('slug'))
    .max(LIMITS.slug, maxLengthMessage('slug', LIMITS.slug))
    .refine((slug) => !slug.includes('\u0000'), invalidFieldMessage('slug')),
});
export type TUsersSlugAvailabilityQuery = z.input<typeof ZUsersSlugAvailabilityQuerySchema>;
export const ZUsersSlugAvailabilityResponseSchema = ZEnvelope.extend({
  slug: z.string(),
  available: z.boolean(),
});
export type TUsersSlugAvailabilityResponse = z.infer<typeof ZUsersSlugAvailabilityResponseSchema>;
