import { apiRoutes } from '@celebra/shared/api';
import {
  EVENT_GIFT_CREATED_MESSAGE,
  EVENT_GIFT_UPDATED_MESSAGE,
  GIFT_HIDDEN_MESSAGE,
  GIFT_NOTICE_SAVED_MESSAGE,
  GIFT_REMOVED_MESSAGE,
  GIFT_SHOWN_MESSAGE,
  GIFT_SUGGESTION_CREATED_MESSAGE,
  GIFTS_ADDED_MESSAGE,
  GIFTS_REORDERED_MESSAGE,
  OK_MESSAGE,
} from '@celebra/shared/messages';
import { MIN_LIST_GIFTS } from '@celebra/shared/models';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { addCatalogGifts } from '../../../domain/gift/add-catalog-gifts';
import { findCatalogGifts } from '../../../domain/gift/find-catalog-gifts';
import { findHostEventGifts } from '../../../domain/gift/find-event-gifts';
import { removeEventGiftWithImages } from '../../../domain/gift/remove-event-gift-with-images';
import { reorderEventGifts } from '../../../domain/gift/reorder-event-gifts';
import { normalizePriceField } from '../../../domain/gift/save-gift';
import { findGiftNotice, saveGiftNotice } from '../../../domain/gift/save-gift-notice';
import {
  createOwnGiftWithImage,
  updateEventGiftWithImage,
} from '../../../domain/gift/save-own-gift-with-image';
import { setGiftHidden } from '../../../domain/gift/set-gift-hidden';
import { createGiftSuggestion } from '../../../domain/gift-suggestion/create-gift-suggestion';
import { findEventGiftSuggestions } from '../../../domain/gift-suggestion/find-event-gift-suggestions';
import { findPercentageGift } from '../../../domain/settings/find-percentage-gift';
import { contractRoute } from '../../../http/contract-route';
import { parseUploadFields, readImageUpload } from '../../../media/read-upload';
import { getUser } from '../../../plugins/auth';
import { mediaServices } from '../../../plugins/media-services';
import { multipartRoute } from '../../../plugins/multipart';

const { usersCreateGift, usersUpdateGift } = apiRoutes;

/**
 * The host's own gifts carry a photo each, decoded and resized here: per host, counted after
 * sign-in (preHandler), far above a couple building their list and far below a script storing
 * images in a loop.
 */
const GIFT_UPLOAD_RATE_LIMIT: RateLimitOptions = {
  max: 120,
  timeWindow: 60 * 60_000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `gift-upload|user:${request.user?.id ?? request.ip}`,
};

function withUploadLimit<R extends { config: object }>(route: R): R {
  return { ...route, config: { ...route.config, rateLimit: GIFT_UPLOAD_RATE_LIMIT } };
}

/**
 * 'Lista de Presentes': the host's list (GET /users/gifts/{eventId}), the catalogue to add from
 * (GET/POST …/catalog), their own gifts (POST …/custom, PUT …/{giftId}, multipart with an
 * optional photo), the order (PUT …/order), hiding (PUT …/{giftId}/visibility), removal (DELETE
 * …/{giftId}), the notice beside the list (PUT …/notice) and the suggestions (POST
 * /users/gifts/suggestion/{eventId}). Every change answers the whole list in the host's order.
 */
const giftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownedEvent = (request: FastifyRequest, eventId: number) =>
    findOwnedEvent(app.db, getUser(request).id, eventId);

  app.route({
    ...contractRoute(apiRoutes.usersListGifts),
    handler: async (request) => {
      const event = await ownedEvent(request, request.params.eventId);
      const [gifts, giftSuggestions, percentageGift, giftNotice] = await Promise.all([
        findHostEventGifts(app.db, event.id),
        findEventGiftSuggestions(app.db, event.id),
        findPercentageGift(app.db),
        findGiftNotice(app.db, event.id, event.giftDeliveryPreference),
      ]);
      return {
        success: true,
        message: OK_MESSAGE,
        gifts,
        giftSuggestions,
        percentageGift,
        giftNotice,
        minimumGifts: MIN_LIST_GIFTS,
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersCatalogGifts),
    handler: async (request) => {
      const event = await ownedEvent(request, request.params.eventId);
      const found = await findCatalogGifts(
        app.db,
        { eventId: event.id, eventCategoryId: event.eventCategoryId },
        request.query,
      );
      return { success: true, message: OK_MESSAGE, ...found };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersAddCatalogGifts),
    handler: async (request) => {
      const event = await ownedEvent(request, request.params.eventId);
      await addCatalogGifts(app.db, event.id, request.body.giftIds);
      return {
        success: true,
        message: GIFTS_ADDED_MESSAGE,
        gifts: await findHostEventGifts(app.db, event.id),
      };
    },
  });

  app.route({
    ...withUploadLimit(multipartRoute(usersCreateGift)),
    handler: async (request) => {
      const event = await ownedEvent(request, request.params.eventId);
      const { fields, image } = await readImageUpload(request, usersCreateGift.file.field);
      const form = parseUploadFields(usersCreateGift.body, normalizePriceField(fields));
      await createOwnGiftWithImage(app.db, mediaServices(app, request), event.id, form, image);
      return {
        success: true,
        message: EVENT_GIFT_CREATED_MESSAGE,
        gifts: await findHostEventGifts(app.db, event.id),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersReorderGifts),
    handler: async (request) => {
      const event = await ownedEvent(request, request.params.eventId);
      await reorderEventGifts(app.db, event.id, request.body.giftIds);
      return {
        success: true,
        message: GIFTS_REORDERED_MESSAGE,
        gifts: await findHostEventGifts(app.db, event.id),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersSaveGiftNotice),
    handler: async (request) => {
      const event = await ownedEvent(request, request.params.eventId);
      const giftNotice = await saveGiftNotice(
        app.db,
        event.id,
        request.body.text,
        event.giftDeliveryPreference,
      );
      return { success: true, message: GIFT_NOTICE_SAVED_MESSAGE, giftNotice };
    },
  });

  app.route({
    ...withUploadLimit(multipartRoute(usersUpdateGift)),
    handler: async (request) => {
      const { eventId, giftId } = request.params;
      const event = await ownedEvent(request, eventId);
      const { fields, image } = await readImageUpload(request, usersUpdateGift.file.field);
      const form = parseUploadFields(usersUpdateGift.body, normalizePriceField(fields));
      await updateEventGiftWithImage(app.db, mediaServices(app, request), event.id, giftId, form, image);
      return {
        success: true,
        message: EVENT_GIFT_UPDATED_MESSAGE,
        gifts: await findHostEventGifts(app.db, event.id),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersSetGiftHidden),
    handler: async (request) => {
      const { eventId, giftId } = request.params;
      const event = await ownedEvent(request, eventId);
      const { hidden } = request.body;
      await setGiftHidden(app.db, event.id, giftId, hidden);
      return {
        success: true,
        message: hidden ? GIFT_HIDDEN_MESSAGE : GIFT_SHOWN_MESSAGE,
        gifts: await findHostEventGifts(app.db, event.id),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersCreateGiftSuggestion),
    handler: async (request) => {
      const event = await ownedEvent(request, request.params.eventId);
      const { title, description } = request.body;
      await createGiftSuggestion(app.db, {
        userId: getUser(request).id,
        eventId: event.id,
        title,
        description,
      });
      const giftSuggestions = await findEventGiftSuggestions(app.db, event.id);
      return { success: true, message: GIFT_SUGGESTION_CREATED_MESSAGE, giftSuggestions };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersRemoveGift),
    handler: async (request) => {
      const event = await ownedEvent(request, request.params.eventId);
      await removeEventGiftWithImages(app.db, mediaServices(app, request), event.id, request.params.giftId);
      return {
        success: true,
        message: GIFT_REMOVED_MESSAGE,
        gifts: await findHostEventGifts(app.db, event.id),
      };
    },
  });
};

export default giftsRoutes;
