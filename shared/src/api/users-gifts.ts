import { z } from 'zod';
import { ZCatalogGift, ZHostEventGift } from '../models/gift';
import { ZGiftSuggestion } from '../models/gift-suggestion';
import { coercedId, idNumber, naming } from '../validation/fields';
import { ZGiftSuggestionFormSchema } from '../validation/forms/catalog';
import { ZGiftNoticeFormSchema, ZHostGiftFieldsSchema } from '../validation/forms/host-gift';
import { invalidFieldMessage, maxLengthMessage } from '../validation/messages';
import { ZEnvelope, ZOkResponse } from './common';

/** The notice beside the list as the host edits it: the text in force and whether it is the default. */
export const ZGiftNotice = z.object({ text: z.string(), isDefault: z.boolean() });
export type TGiftNotice = z.infer<typeof ZGiftNotice>;

/** Every answer that changes the list carries it whole, in the host's order. */
const listShape = { gifts: z.array(ZHostEventGift) };

/**
 * GET /users/gifts/{eventId}: the event's whole list in the host's order (hidden gifts too), the
 * host's suggestions, the platform's percentage now (what the host's screen explains), the notice
 * and the smallest list guests can be shown.
 */
export const ZUsersListGiftsResponseSchema = ZEnvelope.extend({
  ...listShape,
  giftSuggestions: z.array(ZGiftSuggestion),
  percentageGift: z.number(),
  giftNotice: ZGiftNotice,
  minimumGifts: z.number().int(),
});
export type TUsersListGiftsResponse = z.infer<typeof ZUsersListGiftsResponseSchema>;

/** POST /users/gifts/suggestion/{eventId}: answers with the updated suggestions. */
export const ZUsersCreateGiftSuggestionBodySchema = ZGiftSuggestionFormSchema;
export type TUsersCreateGiftSuggestionBody = z.input<typeof ZUsersCreateGiftSuggestionBodySchema>;
export const ZUsersCreateGiftSuggestionResponseSchema = ZEnvelope.extend({
  giftSuggestions: z.array(ZGiftSuggestion),
});
export type TUsersCreateGiftSuggestionResponse = z.infer<typeof ZUsersCreateGiftSuggestionResponseSchema>;

/** The event and one gift of its list, in the path. */
export const ZUsersGiftParamsSchema = z.object({
  eventId: coercedId('eventId'),
  giftId: coercedId('giftId'),
});

/** DELETE /users/gifts/{eventId}/{giftId}: answers with the remaining list. */
export const ZUsersRemoveGiftParamsSchema = ZUsersGiftParamsSchema;
export const ZUsersRemoveGiftResponseSchema = ZEnvelope.extend(listShape);
export type TUsersRemoveGiftResponse = z.infer<typeof ZUsersRemoveGiftResponseSchema>;

/**
 * GET /users/gifts/{eventId}/catalog?eventCategoryId=&search=: the platform's active catalogue gifts
 * the host can add, in a category (the event's own by default) and/or matching a search on the
 * name and description; with the categories of the event's type to pick from.
 */
export const ZUsersCatalogGiftsQuerySchema = z.object({
  eventCategoryId: coercedId('eventCategoryId').optional(),
  search: z
    .string(naming((at) => invalidFieldMessage('search', at)))
    .trim()
    .max(
      100,
      naming((at) => maxLengthMessage('search', 100, at)),
    )
    .optional(),
});
export type TUsersCatalogGiftsQuery = z.input<typeof ZUsersCatalogGiftsQuerySchema>;
export const ZUsersCatalogGiftsResponseSchema = ZEnvelope.extend({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  gifts: z.array(ZCatalogGift),
});
export type TUsersCatalogGiftsResponse = z.infer<typeof ZUsersCatalogGiftsResponseSchema>;

/** POST /users/gifts/{eventId}/catalog: catalogue gifts added at the end of the list. */
export const ZUsersAddCatalogGiftsBodySchema = z.object({
  giftIds: z
    .array(
      idNumber('giftIds.id'),
      naming((at) => invalidFieldMessage('giftIds', at)),
    )
    .min(1, 'Escolha ao menos um presente do catálogo.')
    .max(50, 'Escolha no máximo 50 presentes de uma vez.'),
});
export type TUsersAddCatalogGiftsBody = z.input<typeof ZUsersAddCatalogGiftsBodySchema>;
export const ZUsersAddCatalogGiftsResponseSchema = ZOkResponse.extend(listShape);
export type TUsersAddCatalogGiftsResponse = z.infer<typeof ZUsersAddCatalogGiftsResponseSchema>;

/**
 * POST /users/gifts/{eventId}/custom, multipart: the host's own gift (these fields plus an
 * optional `image`), added at the end of the list.
 */
export const ZUsersCreateGiftBodySchema = ZHostGiftFieldsSchema;
export type TUsersCreateGiftBody = z.input<typeof ZUsersCreateGiftBodySchema>;
export const ZUsersCreateGiftResponseSchema = ZOkResponse.extend(listShape);
export type TUsersCreateGiftResponse = z.infer<typeof ZUsersCreateGiftResponseSchema>;

/**
 * PUT /users/gifts/{eventId}/{giftId}, multipart: the gift as it is on this list (a catalogue
 * gift's changes stay on this list; the catalogue is untouched), an optional new `image`.
 */
export const ZUsersUpdateGiftParamsSchema = ZUsersGiftParamsSchema;
export const ZUsersUpdateGiftBodySchema = ZHostGiftFieldsSchema;
export type TUsersUpdateGiftBody = z.input<typeof ZUsersUpdateGiftBodySchema>;
export const ZUsersUpdateGiftResponseSchema = ZOkResponse.extend(listShape);
export type TUsersUpdateGiftResponse = z.infer<typeof ZUsersUpdateGiftResponseSchema>;

/** PUT /users/gifts/{eventId}/order: every gift of the list, in the order guests will see. */
export const ZUsersReorderGiftsBodySchema = z.object({
  giftIds: z
    .array(
      idNumber('giftIds.id'),
      naming((at) => invalidFieldMessage('giftIds', at)),
    )
    .min(
      1,
      naming((at) => invalidFieldMessage('giftIds', at)),
    )
    .max(
      2000,
      naming((at) => invalidFieldMessage('giftIds', at)),
    ),
});
export type TUsersReorderGiftsBody = z.input<typeof ZUsersReorderGiftsBodySchema>;
export const ZUsersReorderGiftsResponseSchema = ZOkResponse.extend(listShape);
export type TUsersReorderGiftsResponse = z.infer<typeof ZUsersReorderGiftsResponseSchema>;

/** PUT /users/gifts/{eventId}/{giftId}/visibility: hide a gift from guests, or show it again. */
export const ZUsersSetGiftHiddenParamsSchema = ZUsersGiftParamsSchema;
export const ZUsersSetGiftHiddenBodySchema = z.object({
  hidden: z.boolean(naming((at) => invalidFieldMessage('hidden', at))),
});
export type TUsersSetGiftHiddenBody = z.input<typeof ZUsersSetGiftHiddenBodySchema>;
export const ZUsersSetGiftHiddenResponseSchema = ZOkResponse.extend(listShape);
export type TUsersSetGiftHiddenResponse = z.infer<typeof ZUsersSetGiftHiddenResponseSchema>;

/** PUT /users/gifts/{eventId}/notice: the host's notice; blank brings the default text back. */
export const ZUsersSaveGiftNoticeBodySchema = ZGiftNoticeFormSchema;
export type TUsersSaveGiftNoticeBody = z.input<typeof ZUsersSaveGiftNoticeBodySchema>;
export const ZUsersSaveGiftNoticeResponseSchema = ZOkResponse.extend({ giftNotice: ZGiftNotice });
export type TUsersSaveGiftNoticeResponse = z.infer<typeof ZUsersSaveGiftNoticeResponseSchema>;
