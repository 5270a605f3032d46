import { apiRoutes } from '@celebra/shared/api';
import {
  EVENT_TYPE_CREATED_MESSAGE,
  EVENT_TYPE_NOT_FOUND_MESSAGE,
  EVENT_TYPE_REMOVED_MESSAGE,
  EVENT_TYPE_UPDATED_MESSAGE,
  OK_MESSAGE,
} from '@celebra/shared/messages';
import { EVENT_TYPE_MESSAGES } from '@celebra/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findEventType,
  findEventTypes,
  findEventTypesWithCategories,
  toEventTypeResponse,
} from '../../../domain/event-type/find-event-types';
import {
  createEventTypeWithImage,
  deleteEventTypeWithImage,
  updateEventTypeWithImage,
} from '../../../domain/event-type/save-event-type-with-image';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { parseUploadFields, readImageUpload, requireFile } from '../../../media/read-upload';
import { mediaServices } from '../../../plugins/media-services';
import { multipartRoute } from '../../../plugins/multipart';

const { adminCreateEventType, adminUpdateEventType } = apiRoutes;

/** /admin/event-types and /admin/event-types-with-categories. */
const adminEventTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListEventTypes),
    handler: async () => ({ success: true, message: OK_MESSAGE, eventTypes: await findEventTypes(app.db) }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminListEventTypesWithCategories),
    handler: async () => ({
      success: true,
      message: OK_MESSAGE,
      eventTypes: await findEventTypesWithCategories(app.db),
    }),
  });

  app.route({
    ...multipartRoute(adminCreateEventType),
    handler: async (request) => {
      const { fields, image } = await readImageUpload(request, adminCreateEventType.file.field);
      const body = parseUploadFields(adminCreateEventType.body, fields);
      const input = requireFile(image, EVENT_TYPE_MESSAGES.imageRequired);
      const type = await createEventTypeWithImage(app.db, mediaServices(app, request), body, input);
      return {
        success: true,
        message: EVENT_TYPE_CREATED_MESSAGE,
        eventType: toEventTypeResponse(type),
      };
    },
  });

  app.route({
    ...multipartRoute(adminUpdateEventType),
    handler: async (request) => {
      const previous = await findEventType(app.db, request.params.id);
      if (!previous) throw new HttpError(404, EVENT_TYPE_NOT_FOUND_MESSAGE);
      const { fields, image } = await readImageUpload(request, adminUpdateEventType.file.field);
      const body = parseUploadFields(adminUpdateEventType.body, fields);
      const type = await updateEventTypeWithImage(
        app.db,
        mediaServices(app, request),
        previous.id,
        body,
        image,
      );
      return {
        success: true,
        message: EVENT_TYPE_UPDATED_MESSAGE,
        eventType: toEventTypeResponse(type),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminDeleteEventType),
    handler: async (request) => {
      await deleteEventTypeWithImage(app.db, mediaServices(app, request), request.params.id);
      return { success: true, message: EVENT_TYPE_REMOVED_MESSAGE };
    },
  });
};

export default adminEventTypesRoutes;
