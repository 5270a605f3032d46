import { z } from 'zod';
import { ZMediaUrl, ZModelId } from './primitives';

export const GALLERY_TYPES = ['image', 'video'] as const;
export const ZGalleryType = z.enum(GALLERY_TYPES);
export type TGalleryType = z.infer<typeof ZGalleryType>;

export const ZGalleryItem = z.object({
  id: ZModelId,
  type: ZGalleryType,
  url: ZMediaUrl,
});
export type TGalleryItem = z.infer<typeof ZGalleryItem>;
