import { apiRoutes } from '@celebra/shared/api';
import { MEDIA_REMOVED_MESSAGE, MEDIA_SAVED_MESSAGE, OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { deleteGalleryItemWithFile } from '../../../domain/gallery/delete-gallery-item-with-file';
import { countGallery, findGallery } from '../../../domain/gallery/gallery-items';
import { saveGalleryItem } from '../../../domain/gallery/save-gallery-item';
import { contractRoute } from '../../../http/contract-route';
import { findGalleryAllowance } from '../../../media/gallery-allowance';
import { getUser } from '../../../plugins/auth';
import { mediaServices } from '../../../plugins/media-services';
import { multipartRoute } from '../../../plugins/multipart';
import { receiveGalleryUpload } from './receive-gallery-upload';

/**
 * The host's photo and video gallery: /users/event-gallery/{eventId}. imageQuantity and
 * videoQuantity are what the event's package allows (media/gallery-allowance.ts), which the host
 * page shows as the included media ('Nenhuma foto incluída' when zero).
 */
const usersGalleryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListGallery),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const [gallery, allowance] = await Promise.all([
        findGallery(app.db, event.id),
        findGalleryAllowance(app.db, event.id),
      ]);
      return {
        success: true,
        message: OK_MESSAGE,
        gallery,
        imageQuantity: allowance.image,
        videoQuantity: allowance.video,
      };
    },
  });

  app.route({
    ...multipartRoute(apiRoutes.usersUploadGalleryMedia),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const [allowance, counts] = await Promise.all([
        findGalleryAllowance(app.db, event.id),
        countGallery(app.db, event.id),
      ]);
      const media = mediaServices(app, request);
      const gallery = await saveGalleryItem(app.db, media, event.id, () =>
        receiveGalleryUpload(media, request, { allowance, counts }),
      );
      return { success: true, message: MEDIA_SAVED_MESSAGE, gallery };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersDeleteGalleryMedia),
    handler: async (request) => {
      const { eventId, mediaId } = request.params;
      const event = await findOwnedEvent(app.db, getUser(request).id, eventId);
      await deleteGalleryItemWithFile(app.db, mediaServices(app, request), event.id, mediaId);
      return { success: true, message: MEDIA_REMOVED_MESSAGE };
    },
  });
};

export default usersGalleryRoutes;
