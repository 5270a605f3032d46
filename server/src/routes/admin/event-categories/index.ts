import { apiRoutes } from '@celebra/shared/api';
import {
  EVENT_CATEGORY_CREATED_MESSAGE,
  EVENT_CATEGORY_REMOVED_MESSAGE,
  EVENT_CATEGORY_UPDATED_MESSAGE,
  OK_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findEventCategories,
  toEventCategoryResponse,
} from '../../../domain/event-category/find-event-categories';
import {
  deleteEventCategory,
  insertEventCategory,
  updateEventCategory,
} from '../../../domain/event-category/save-event-category';
import { contractRoute } from '../../../http/contract-route';

/** /admin/event-categories: the categories inside event types. */
const adminEventCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListEventCategories),
    handler: async () => {
      const eventCategories = (await findEventCategories(app.db)).map(toEventCategoryResponse);
      return { success: true, message: OK_MESSAGE, eventCategories };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminCreateEventCategory),
    handler: async (request) => {
      const category = await insertEventCategory(app.db, request.body);
      return {
        success: true,
        message: EVENT_CATEGORY_CREATED_MESSAGE,
        eventCategory: toEventCategoryResponse(category),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminUpdateEventCategory),
    handler: async (request) => {
      const category = await updateEventCategory(app.db, request.params.id, request.body);
      return {
        success: true,
        message: EVENT_CATEGORY_UPDATED_MESSAGE,
        eventCategory: toEventCategoryResponse(category),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminDeleteEventCategory),
    handler: async (request) => {
      await deleteEventCategory(app.db, request.params.id);
      return { success: true, message: EVENT_CATEGORY_REMOVED_MESSAGE };
    },
  });
};

export default adminEventCategoriesRoutes;
