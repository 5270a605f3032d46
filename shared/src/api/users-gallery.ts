import { z } from 'zod';
import { GALLERY_TYPES, ZGalleryItem } from '../models/gallery';
import { coercedId } from '../validation/fields';
import { choiceMessage } from '../validation/messages';
import { ZEnvelope, ZOkResponse } from './common';

/**
 * GET /users/event-gallery/{eventId}. imageQuantity / videoQuantity are how many photos and videos
 * the event's package includes (free default services plus contracted IMAGE / VIDEO services), not
 * how many were uploaded: 0 is 'Nenhuma foto incluída' / 'Nenhum vídeo incluído'.
 */
export const ZUsersListGalleryResponseSchema = ZEnvelope.extend({
  gallery: z.array(ZGalleryItem),
  videoQuantity: z.number().int().nonnegative(),
  imageQuantity: z.number().int().nonnegative(),
});
export type TUsersListGalleryResponse = z.infer<typeof ZUsersListGalleryResponseSchema>;

/** POST /users/event-gallery/{eventId}, multipart: a `file` plus its fileType. */
export const ZUsersUploadGalleryMediaBodySchema = z.object({
  fileType: z.enum(GALLERY_TYPES, choiceMessage('fileType', GALLERY_TYPES)),
});
export type TUsersUploadGalleryMediaBody = z.input<typeof ZUsersUploadGalleryMediaBodySchema>;
export const ZUsersUploadGalleryMediaResponseSchema = ZOkResponse.extend({ gallery: z.array(ZGalleryItem) });
export type TUsersUploadGalleryMediaResponse = z.infer<typeof ZUsersUploadGalleryMediaResponseSchema>;

/** DELETE /users/event-gallery/{eventId}/media/{mediaId}. */
export const ZUsersDeleteGalleryMediaParamsSchema = z.object({
  eventId: coercedId('eventId'),
  mediaId: coercedId('mediaId'),
});
export const ZUsersDeleteGalleryMediaResponseSchema = ZOkResponse;
