import { z } from 'zod';
import { ZEventGift } from '../models/gift';
import { ZGiftSuggestion } from '../models/gift-suggestion';
import { coercedId } from '../validation/fields';
import { ZGiftSuggestionFormSchema } from '../validation/forms/catalog';
import { ZEnvelope } from './common';

/** GET /users/gifts/{eventId}: the event's list and the host's suggestions. */
export const ZUsersListGiftsResponseSchema = ZEnvelope.extend({
  gifts: z.array(ZEventGift),
  giftSuggestions: z.array(ZGiftSuggestion),
});
export type TUsersListGiftsResponse = z.infer<typeof ZUsersListGiftsResponseSchema>;

/** POST /users/gifts/suggestion/{eventId}: answers with the updated suggestions. */
export const ZUsersCreateGiftSuggestionBodySchema = ZGiftSuggestionFormSchema;
export type TUsersCreateGiftSuggestionBody = z.input<typeof ZUsersCreateGiftSuggestionBodySchema>;
export const ZUsersCreateGiftSuggestionResponseSchema = ZEnvelope.extend({
  giftSuggestions: z.array(ZGiftSuggestion),
});
export type TUsersCreateGiftSuggestionResponse = z.infer<typeof ZUsersCreateGiftSuggestionResponseSchema>;

/** DELETE /users/gifts/{eventId}/{giftId}: answers with the remaining list. */
export const ZUsersRemoveGiftParamsSchema = z.object({
  eventId: coercedId('eventId'),
  giftId: coercedId('giftId'),
});
export const ZUsersRemoveGiftResponseSchema = ZEnvelope.extend({ gifts: z.array(ZEventGift) });
export type TUsersRemoveGiftResponse = z.infer<typeof ZUsersRemoveGiftResponseSchema>;
