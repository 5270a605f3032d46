import { apiRoutes } from '@celebra/shared/api';
import { reaisToCents } from '@celebra/shared/format';
import {
  GIFT_ADDED_TO_EVENT_MESSAGE,
  GIFT_CREATED_MESSAGE,
  GIFT_NOT_FOUND_MESSAGE,
  GIFT_REMOVED_MESSAGE,
  GIFT_UPDATED_MESSAGE,
  OK_MESSAGE,
} from '@celebra/shared/messages';
import { GIFT_MESSAGES } from '@celebra/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countGiftUsage } from '../../../domain/gift/count-gift-usage';
import { deleteGift } from '../../../domain/gift/delete-gift';
import { findGift, toGiftResponse } from '../../../domain/gift/find-gift';
import { findGiftsByCategory } from '../../../domain/gift/find-gifts-by-category';
import { linkGiftToEvent } from '../../../domain/gift/link-gift-to-event';
import {
  assertCategoryExists,
  insertGift,
  normalizePriceField,
  updateGift,
} from '../../../domain/gift/save-gift';
import { findPercentageGift } from '../../../domain/settings/find-percentage-gift';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { parseUploadFields, readImageUpload, requireFile } from '../../../media/read-upload';
import { processAndStoreImage, removeStoredImage } from '../../../media/store-image';
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
      await assertCategoryExists(app.db, body.eventCategoryId);
      const stored = await processAndStoreImage(app.storage, 'gifts', input);
      const values = { ...body, priceCents: reaisToCents(body.price), imageUrl: stored.url };
      const gift = await insertGift(app.db, values).catch(async (error: unknown) => {
        await removeStoredImage(app.storage, stored.url, request.log);
        throw error;
      });
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
      await assertCategoryExists(app.db, body.eventCategoryId);
      const stored = image ? await processAndStoreImage(app.storage, 'gifts', image) : undefined;
      const values = { ...body, priceCents: reaisToCents(body.price), imageUrl: stored?.url };
      const updated = await updateGift(app.db, id, values).catch(async (error: unknown) => {
        await removeStoredImage(app.storage, stored?.url, request.log);
        throw error;
      });
      if (!updated) {
        await removeStoredImage(app.storage, stored?.url, request.log);
        throw new HttpError(404, GIFT_NOT_FOUND_MESSAGE);
      }
      const { gift, replacedImageUrl } = updated;
      await removeStoredImage(app.storage, replacedImageUrl, request.log);
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
      const gift = await deleteGift(app.db, request.params.id);
      await removeStoredImage(app.storage, gift.imageUrl, request.log);
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
