import { z } from 'zod';
import { ZGift } from './gift';
import { ZMediaUrl, ZModelId } from './primitives';

/**
 * The admin gifts page's grouping (GET /admin/gifts/categories): one section per event type
 * (image, name, INATIVO badge) with a tab per event category holding its gifts.
 */
export const ZGiftCategory = z.object({
  id: ZModelId,
  name: z.string(),
  imageUrl: ZMediaUrl.nullable(),
  active: z.boolean(),
  eventCategories: z.array(
    z.object({
      id: ZModelId,
      name: z.string(),
      gifts: z.array(ZGift),
    }),
  ),
});
export type TGiftCategory = z.infer<typeof ZGiftCategory>;
