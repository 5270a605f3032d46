import { apiRoutes } from '@celebra/shared/api';
import { COMMON_MESSAGES, galleryFullMessage, NOT_A_VIDEO_MESSAGE } from '@celebra/shared/messages';
import type { TGalleryType } from '@celebra/shared/models';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { removeGalleryFile, type StoredMedia } from '../../../domain/gallery/gallery-items';
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
import { processAndStoreImage } from '../../../media/store-image';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../../media/upload-limits';
import { peekStream, sniffVideo, storeVideo } from '../../../media/video';

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
  app: FastifyInstance,
  request: FastifyRequest,
  room: Room,
): Promise<StoredMedia> {
  const discard = (media: StoredMedia) =>
    removeGalleryFile(app.storage, { url: media.url, storageKey: media.key });
  const { fields, file } = await readUpload<StoredMedia | undefined>(request, {
    field: usersUploadGalleryMedia.file.field,
    maxBytes: VIDEO_MAX_BYTES,
    discard: async (media) => {
      if (media) await discard(media);
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
      if (video) {
        const stored = await storeVideo(app.storage, 'gallery', stream, video, VIDEO_MAX_BYTES);
        return { type, url: stored.url, key: stored.key };
      }
      const image = requireFile(await readFileBuffer(stream, IMAGE_MAX_BYTES));
      const stored = await processAndStoreImage(app.storage, 'gallery', image);
      return { type, url: stored.url, key: stored.key };
    },
  });
  const media = requireFile(file);
  try {
    const declared = declaredType(fields);
    if (declared !== media.type) throw mismatch(declared);
  } catch (error) {
    await discard(media);
    throw error;
  }
  return media;
}
