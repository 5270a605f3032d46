import { apiRoutes } from '@celebra/shared/api';
import { COMMON_MESSAGES } from '@celebra/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http/http-error';
import { readImageUpload, requireFile } from '../../../media/read-upload';
import { processAndStoreImage, removeStoredImage } from '../../../media/store-image';
import { multipartRoute } from '../../../plugins/multipart';
import { EVENT_NOT_FOUND_MESSAGE, findOwnedEvent } from '../find-owned-event';
import { updateEventImage } from './update-event-image';

const { usersUploadEventImage } = apiRoutes;

/** POST /users/event/{eventId}/upload/{avatar|banner}: the host's home page images. */
const usersUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...multipartRoute(usersUploadEventImage),
    handler: async (request) => {
      const { eventId, kind } = request.params;
      const event = await findOwnedEvent(app.db, request, eventId);
      const { image } = await readImageUpload(request, usersUploadEventImage.file.field);
      const input = requireFile(image, COMMON_MESSAGES.imageFileRequired);
      const stored = await processAndStoreImage(app.storage, 'events', input);
      const updated = await updateEventImage(app.db, event.id, kind, stored.url).catch(
        async (error: unknown) => {
          await removeStoredImage(app.storage, stored.url, request.log);
          throw error;
        },
      );
      if (!updated) {
        await removeStoredImage(app.storage, stored.url, request.log);
        throw new HttpError(404, EVENT_NOT_FOUND_MESSAGE);
      }
      await removeStoredImage(
        app.storage,
        kind === 'avatar' ? event.avatarUrl : event.bannerUrl,
        request.log,
      );
      return { success: true, message: 'Imagem atualizada!', ...updated };
    },
  });
};

export default usersUploadsRoutes;
