import type { EVENT_IMAGE_KINDS } from '@celebra/shared/api';
import { EVENT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { Db } from '../../db/client';
import { ensureLinkPreview, removeLinkPreview } from '../../media/ensure-link-preview';
import { processAndStoreImage, removeImageFiles } from '../../media/store-image';
import { type MediaServices, type RemoveFiles, withStoredMedia } from '../../media/with-stored-media';
import { DomainError } from '../errors/domain-error';
import { updateEventImage } from './update-event-image';

type EventImageKind = (typeof EVENT_IMAGE_KINDS)[number];

// A banner discarded or replaced takes its shared-link preview along: both files, each tried.
const removeBannerFiles: RemoveFiles = async (storage, url) => {
  const removed = await Promise.allSettled([removeImageFiles(storage, url), removeLinkPreview(storage, url)]);
  const failed = removed.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
};

/**
 * The host's home page image (avatar or banner). The new image is stored under fresh names first;
 * the event then points at it, learning under the row's lock which image it replaced, and only
 * that one is removed. So uploads at once leave the files of the last one only, and an upload
 * that fails after storing (a 404 when the event went away) removes what it stored. Answers the
 * event's two image URLs.
 */
export async function saveEventImage(
  db: Db,
  media: MediaServices,
  eventId: number,
  kind: EventImageKind,
  image: Buffer,
): Promise<{ avatarUrl: string | null; bannerUrl: string | null }> {
  return withStoredMedia(
    media,
    async () => {
      const stored = await processAndStoreImage(media.storage, 'events', image);
      // A banner's shared-link preview is made with the upload's own image work, before the event
      // points at the banner, so that serving the event page never has to draw it (a failure
      // only leaves it to the page).
      if (kind === 'banner')
        await ensureLinkPreview(media.storage, stored.url).catch((error: unknown) =>
          media.log.warn({ err: error }, 'link preview not made after the banner upload'),
        );
      return stored;
    },
    async (stored) => {
      const updated = await updateEventImage(db, eventId, kind, stored.url);
      if (!updated) throw new DomainError('not-found', EVENT_NOT_FOUND_MESSAGE);
      const { replaced, ...urls } = updated;
      return { result: urls, replaced: [replaced] };
    },
    kind === 'banner' ? removeBannerFiles : removeImageFiles,
  );
}
