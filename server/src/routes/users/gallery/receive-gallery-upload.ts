import { apiRoutes } from '@celebra/shared/api';
import { COMMON_MESSAGES, galleryFullMessage, NOT_A_VIDEO_MESSAGE } from '@celebra/shared/messages';
import type { TGalleryType } from '@celebra/shared/models';
import type { FastifyRequest } from 'fastify';
import type { StoredMedia } from '../../../domain/gallery/gallery-items';
import {
  discardGalleryFile,
  storeGalleryImage,
  storeGalleryVideo,
} from '../../../domain/gallery/store-gallery-file';
import { HttpError } from '../../../http/http-error';
import type { GalleryAllowance } from '../../../media/gallery-allowance';
import {
  drainStream,
  parseUploadFields,
  readFileBuffer,
  readUpload,
  requireFile,
  type UploadFields,
} from '../../../media/read-upload';
import { peekStream, sniffVideo } from '../../../media/sniff-video';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../../media/upload-limits';
import type { MediaServices } from '../../../media/with-stored-media';

const { usersUploadGalleryMedia } = apiRoutes;

type Room = { allowance: GalleryAllowance; counts: Record<TGalleryType, number> };

const declaredType = (fields: UploadFields) =>
  parseUploadFields(usersUploadGalleryMedia.body, fields).fileType;

function mismatch(declared: TGalleryType): HttpError {
  return new HttpError(400, declared === 'video' ? NOT_A_VIDEO_MESSAGE : COMMON_MESSAGES.imageFileRequired);
}

/**
 * Reads a gallery upload and stores its file. What the file is comes from its bytes: a video
 * signature (MP4, WebM, Ogg) streams to storage up to VIDEO_MAX_BYTES; anything else must be an
 * image (≤ IMAGE_MAX_BYTES, re-encoded). It must agree with `fileType`, checked as soon as it is
 * known (before the file when the form sends it first). A gallery already full for that type is
 * refused before anything is stored. Any later failure removes what was stored.
 */
export async function receiveGalleryUpload(
  media: MediaServices,
  request: FastifyRequest,
  room: Room,
): Promise<StoredMedia> {
  const discard = (stored: StoredMedia) => discardGalleryFile(media, stored);
  const { fields, file } = await readUpload<StoredMedia | undefined>(request, {
    field: usersUploadGalleryMedia.file.field,
    maxBytes: VIDEO_MAX_BYTES,
    discard: async (stored) => {
      if (stored) await discard(stored);
    },
    onFile: async (part, before) => {
      const declared = before.fileType === undefined ? undefined : declaredType(before);
      const stream = await peekStream(part.stream);
      if (stream.head.length === 0) return undefined;
      const video = sniffVideo(stream.head);
      const type: TGalleryType = video ? 'video' : 'image';
      const refusal =
        declared && declared !== type
          ? mismatch(declared)
          : room.counts[type] >= room.allowance[type]
            ? new HttpError(403, galleryFullMessage(type, room.allowance))
            : undefined;
      if (refusal) {
        await drainStream(stream);
        throw refusal;
      }
      if (video) return storeGalleryVideo(media.storage, stream, video);
      return storeGalleryImage(media.storage, requireFile(await readFileBuffer(stream, IMAGE_MAX_BYTES)));
    },
  });
  const stored = requireFile(file);
  try {
    const declared = declaredType(fields);
    if (declared !== stored.type) throw mismatch(declared);
  } catch (error) {
    await discard(stored);
    throw error;
  }
  return stored;
}
