import { apiRoutes } from '@celebra/shared/api';
import { EVENT_TYPE_NOT_FOUND_MESSAGE, NO_GIFTS_MESSAGE, OK_MESSAGE } from '@celebra/shared/messages';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventTypeExists,
  findActiveCategories,
  findActiveEventTypes,
  findWizardGifts,
  isSlugAvailable,
} from '../../../domain/catalog/find-catalog';
import { checkSlugAvailable } from '../../../domain/event/check-slug-available';
import { findPercentageGift } from '../../../domain/settings/find-percentage-gift';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';

/**
 * Sixty link checks a minute per address: the wizards ask after a pause in the typing, so a host
 * choosing a link stays far below it; a script listing which links exist does not. Both calls
 * that tell whether a link is taken (slug-availability, and fetch-gifts-slug with its `slug`)
 * stop there: a limit on one of them alone would leave the other to list the links.
 */
const SLUG_CHECK_RATE_LIMIT: RateLimitOptions = { max: 60, timeWindow: 60_000 };

/**
 * The new-event wizards' catalogue: event types, their categories, and a category's gifts with
 * the slug check. Public (the route table says auth 'none'): the host wizard runs signed out.
 */
const usersCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListEventTypes),
    handler: async () => ({
      success: true,
      message: OK_MESSAGE,
      eventTypes: await findActiveEventTypes(app.db),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.usersListEventCategories),
    handler: async (request) => {
      const eventTypeId = request.query.event_type_id;
      const [exists, eventCategories] = await Promise.all([
        eventTypeExists(app.db, eventTypeId),
        findActiveCategories(app.db, eventTypeId),
      ]);
      if (!exists) throw new HttpError(404, EVENT_TYPE_NOT_FOUND_MESSAGE);
      return { success: true, message: OK_MESSAGE, eventCategories };
    },
  });

  // An empty list is an error: the wizard has nothing to offer. Unknown and empty categories
  // answer the same 404.
  app.route({
    ...contractRoute(apiRoutes.usersFetchGiftsSlug, { rateLimit: SLUG_CHECK_RATE_LIMIT }),
    handler: async (request) => {
      const { event_category_id: eventCategoryId, slug } = request.query;
      const percentageGift = await findPercentageGift(app.db);
      const [gifts, slugAvailable] = await Promise.all([
        findWizardGifts(app.db, eventCategoryId, percentageGift),
        slug ? isSlugAvailable(app.db, slug) : true,
      ]);
      if (gifts.length === 0) throw new HttpError(404, NO_GIFTS_MESSAGE);
      return { success: true, message: OK_MESSAGE, gifts, slug_available: slugAvailable };
    },
  });

  // Answered 200 either way: a link that cannot be used is an answer, not a failure; `message`
  // says why, for the wizard to show at the field.
  app.route({
    ...contractRoute(apiRoutes.usersSlugAvailability, { rateLimit: SLUG_CHECK_RATE_LIMIT }),
    handler: async (request) => {
      const { slug, available, reason } = await checkSlugAvailable(app.db, request.query.slug);
      return { success: true, message: available ? OK_MESSAGE : reason, slug, available };
    },
  });
};

export default usersCatalogRoutes;
