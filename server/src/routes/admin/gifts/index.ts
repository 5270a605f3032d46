import { apiRoutes } from '@celebra/shared/api';
import {
  GIFT_ADDED_TO_EVENT_MESSAGE,
  GIFT_CREATED_MESSAGE,
  GIFT_REMOVED_MESSAGE,
  GIFT_UPDATED_MESSAGE,
  OK_MESSAGE,
} from '@celebra/shared/messages';
import { GIFT_MESSAGES } from '@celebra/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countGiftUsage } from '../../../domain/gift/count-gift-usage';
import { deleteGiftWithImage } from '../../../domain/gift/delete-gift-with-image';
import { findGift, toGiftResponse } from '../../../domain/gift/find-gift';
import { findGiftsByCategory } from '../../../domain/gift/find-gifts-by-category';
import { linkGiftToEvent } from '../../../domain/gift/link-gift-to-event';
import { normalizePriceField } from '../../../domain/gift/save-gift';
import { createGiftWithImage, updateGiftWithImage } from '../../../domain/gift/save-gift-with-image';
import { findPercentageGift } from '../../../domain/settings/find-percentage-gift';
import { contractRoute } from '../../../http/contract-route';
import { parseUploadFields, readImageUpload, requireFile } from '../../../media/read-upload';
import { mediaServices } from '../../../plugins/media-services';
import { multipartRoute } from '../../../plugins/multipart';

const { adminCreateGift, adminUpdateGift } = apiRoutes;

/** The admin gift catalogue: /admin/gifts and the paths under it. */
const adminGiftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListGiftsByCategory),
    handler: async () => {
      const giftsByCategory = await findGiftsByCategory(app.db, await findPercentageGift(app.db));
      return { success: true, message: OK_MESSAGE, giftsByCategory };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminGetGift),
    handler: async (request) => {
      const [gift, percentageGift, usage] = await Promise.all([
        findGift(app.db, request.params.id),
        findPercentageGift(app.db),
        countGiftUsage(app.db, request.params.id),
      ]);
      return { success: true, message: OK_MESSAGE, gift: toGiftResponse(gift, percentageGift), usage };
    },
  });

  app.route({
    ...multipartRoute(adminCreateGift),
    handler: async (request) => {
      const { fields, image } = await readImageUpload(request, adminCreateGift.file.field);
      const body = parseUploadFields(adminCreateGift.body, normalizePriceField(fields));
      const input = requireFile(image, GIFT_MESSAGES.imageRequired);
      const gift = await createGiftWithImage(app.db, mediaServices(app, request), body, input);
      const percentageGift = await findPercentageGift(app.db);
      return {
        success: true,
        message: GIFT_CREATED_MESSAGE,
        gift: toGiftResponse(gift, percentageGift),
      };
    },
  });

  app.route({
    ...multipartRoute(adminUpdateGift),
    handler: async (request) => {
      const { id } = request.params;
      // A 404 before the image is decoded and stored.
      await findGift(app.db, id);
      const { fields, image } = await readImageUpload(request, adminUpdateGift.file.field);
      const body = parseUploadFields(adminUpdateGift.body, normalizePriceField(fields));
      const gift = await updateGiftWithImage(app.db, mediaServices(app, request), id, body, image);
      const percentageGift = await findPercentageGift(app.db);
      return {
        success: true,
        message: GIFT_UPDATED_MESSAGE,
        gift: toGiftResponse(gift, percentageGift),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminDeleteGift),
    handler: async (request) => {
      await deleteGiftWithImage(app.db, mediaServices(app, request), request.params.id);
      return { success: true, message: GIFT_REMOVED_MESSAGE };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminLinkGiftToEvent),
    handler: async (request) => {
      await linkGiftToEvent(app.db, request.body.giftId, request.body.eventId);
      return { success: true, message: GIFT_ADDED_TO_EVENT_MESSAGE };
    },
  });
};

export default adminGiftsRoutes;
