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
  deleteEventType,
  insertEventType,
  updateEventType,
} from '../../../domain/event-type/save-event-type';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { parseUploadFields, readImageUpload, requireFile } from '../../../media/read-upload';
import { processAndStoreImage, removeStoredImage } from '../../../media/store-image';
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
      const stored = await processAndStoreImage(app.storage, 'event-types', input);
      const type = await insertEventType(app.db, { ...body, imageUrl: stored.url }).catch(
        async (error: unknown) => {
          await removeStoredImage(app.storage, stored.url, request.log);
          throw error;
        },
      );
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
      const stored = image ? await processAndStoreImage(app.storage, 'event-types', image) : undefined;
      const updated = await updateEventType(app.db, previous.id, { ...body, imageUrl: stored?.url }).catch(
        async (error: unknown) => {
          await removeStoredImage(app.storage, stored?.url, request.log);
          throw error;
        },
      );
      if (!updated) {
        await removeStoredImage(app.storage, stored?.url, request.log);
        throw new HttpError(404, EVENT_TYPE_NOT_FOUND_MESSAGE);
      }
      const { type, replacedImageUrl } = updated;
      await removeStoredImage(app.storage, replacedImageUrl, request.log);
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
      const type = await deleteEventType(app.db, request.params.id);
      if (!type) throw new HttpError(404, EVENT_TYPE_NOT_FOUND_MESSAGE);
      await removeStoredImage(app.storage, type.imageUrl, request.log);
      return { success: true, message: EVENT_TYPE_REMOVED_MESSAGE };
    },
  });
};

export default adminEventTypesRoutes;
