import { apiRoutes } from '@celebra/shared/api';
import { IMAGE_UPDATED_MESSAGE } from '@celebra/shared/messages';
import { COMMON_MESSAGES } from '@celebra/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { saveEventImage } from '../../../domain/event/save-event-image';
import { readImageUpload, requireFile } from '../../../media/read-upload';
import { getUser } from '../../../plugins/auth';
import { mediaServices } from '../../../plugins/media-services';
import { multipartRoute } from '../../../plugins/multipart';

const { usersUploadEventImage } = apiRoutes;

/**
 * POST /users/event/{eventId}/upload/{avatar|banner}: the host's home page images, stored and
 * pointed at by domain/event/save-event-image.ts.
 */
const usersUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...multipartRoute(usersUploadEventImage),
    handler: async (request) => {
      const { eventId, kind } = request.params;
      const event = await findOwnedEvent(app.db, getUser(request).id, eventId);
      const { image } = await readImageUpload(request, usersUploadEventImage.file.field);
      const input = requireFile(image, COMMON_MESSAGES.imageFileRequired);
      const urls = await saveEventImage(app.db, mediaServices(app, request), event.id, kind, input);
      return { success: true, message: IMAGE_UPDATED_MESSAGE, ...urls };
    },
  });
};

export default usersUploadsRoutes;
