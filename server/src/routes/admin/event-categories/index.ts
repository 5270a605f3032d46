import { apiRoutes } from '@celebra/shared/api';
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
      return { success: true, message: 'OK', eventCategories };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminCreateEventCategory),
    handler: async (request) => {
      const category = await insertEventCategory(app.db, request.body);
      return {
        success: true,
        message: 'Categoria cadastrada com sucesso.',
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
        message: 'Categoria atualizada com sucesso.',
        eventCategory: toEventCategoryResponse(category),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminDeleteEventCategory),
    handler: async (request) => {
      await deleteEventCategory(app.db, request.params.id);
      return { success: true, message: 'Categoria removida com sucesso.' };
    },
  });
};

export default adminEventCategoriesRoutes;
