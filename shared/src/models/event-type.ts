import { z } from 'zod';
import { ZEventCategory } from './event-category';
import { ZMediaUrl, ZModelId } from './primitives';

/** An event type (wedding, birthday...), the first wizard step's cards. */
export const ZEventType = z.object({
  id: ZModelId,
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: ZMediaUrl.nullable(),
  active: z.boolean(),
});
export type TEventType = z.infer<typeof ZEventType>;

export const ZEventTypeWithCategories = ZEventType.extend({
  eventCategories: z.array(ZEventCategory),
});
export type TEventTypeWithCategories = z.infer<typeof ZEventTypeWithCategories>;
