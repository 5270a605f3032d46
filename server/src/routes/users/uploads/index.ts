import { apiRoutes } from '@celebra/shared/api';
import { EVENT_NOT_FOUND_MESSAGE, IMAGE_UPDATED_MESSAGE } from '@celebra/shared/messages';
import { COMMON_MESSAGES } from '@celebra/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { updateEventImage } from '../../../domain/event/update-event-image';
import { HttpError } from '../../../http/http-error';
import { ensureLinkPreview, removeLinkPreview } from '../../../media/ensure-link-preview';
import { readImageUpload, requireFile } from '../../../media/read-upload';
import { processAndStoreImage, removeStoredImage } from '../../../media/store-image';
import { getUser } from '../../../plugins/auth';
import { multipartRoute } from '../../../plugins/multipart';

const { usersUploadEventImage } = apiRoutes;

/**
 * POST /users/event/{eventId}/upload/{avatar|banner}: the host's home page images. The new image
 * is stored under fresh names first; the event then points at it, learning under the row's lock
 * which image it replaced, and only that one is removed. So uploads at once leave the files of
 * the last one only, and an upload that fails after storing removes what it stored.
 */
const usersUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...multipartRoute(usersUploadEventImage),
    handler: async (request) => {
      const { eventId, kind } = request.params;
      const event = await findOwnedEvent(app.db, getUser(request).id, eventId);
      const { image } = await readImageUpload(request, usersUploadEventImage.file.field);
      const input = requireFile(image, COMMON_MESSAGES.imageFileRequired);
      const stored = await processAndStoreImage(app.storage, 'events', input);
      // A banner's shared-link preview is made with the upload's own image work, before the event
      // points at the banner, so that serving the event page never has to draw it (a failure
      // only leaves it to the page). A banner discarded or replaced takes its preview along.
      if (kind === 'banner')
        await ensureLinkPreview(app.storage, stored.url).catch((error: unknown) =>
          request.log.warn({ err: error }, 'link preview not made after the banner upload'),
        );
      const discard = async (url: string | null) => {
        await removeStoredImage(app.storage, url, request.log);
        if (kind === 'banner') await removeLinkPreview(app.storage, url, request.log);
      };
      const updated = await updateEventImage(app.db, event.id, kind, stored.url).catch(
        async (error: unknown) => {
          await discard(stored.url);
          throw error;
        },
      );
      if (!updated) {
        await discard(stored.url);
        throw new HttpError(404, EVENT_NOT_FOUND_MESSAGE);
      }
      const { replaced, ...urls } = updated;
      await discard(replaced);
      return { success: true, message: IMAGE_UPDATED_MESSAGE, ...urls };
    },
  });
};

export default usersUploadsRoutes;
