import { z } from 'zod';
import { ZIsoDateTime, ZModelId } from './primitives';

/** A gift a host asked the platform to add. */
export const ZGiftSuggestion = z.object({
  id: ZModelId,
  userId: ZModelId,
  eventId: ZModelId,
  title: z.string(),
  description: z.string().nullable(),
  createdAt: ZIsoDateTime,
});
export type TGiftSuggestion = z.infer<typeof ZGiftSuggestion>;
