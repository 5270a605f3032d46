import { z } from 'zod';
import { ZGiftSuggestion } from '../models/gift-suggestion';
import { coercedId } from '../validation/fields';
import { ZEnvelope, ZListTotal, ZOkResponse, ZPaginationQuery, ZTotalPages } from './common';

/** GET /admin/gift-suggestions: 20 a page, filter on event id. */
export const ZAdminListGiftSuggestionsQuerySchema = ZPaginationQuery.extend({
  eventId: coercedId('eventId').optional(),
});
export type TAdminListGiftSuggestionsQuery = z.input<typeof ZAdminListGiftSuggestionsQuerySchema>;

export const ZAdminListGiftSuggestionsResponseSchema = ZEnvelope.extend({
  giftSuggestions: z.array(ZGiftSuggestion),
  total: ZListTotal,
  totalPages: ZTotalPages,
});
export type TAdminListGiftSuggestionsResponse = z.infer<typeof ZAdminListGiftSuggestionsResponseSchema>;

/** DELETE /admin/gift-suggestions/{id}. */
export const ZAdminDeleteGiftSuggestionResponseSchema = ZOkResponse;
