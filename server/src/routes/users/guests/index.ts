import { apiRoutes } from '@celebra/shared/api';
import { GUEST_LIST_MESSAGES, GUEST_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { createGuest } from '../../../domain/guest/create-guest';
import { deleteGuest } from '../../../domain/guest/delete-guest';
import { findGuest, findGuests } from '../../../domain/guest/find-guests';
import { importGuests } from '../../../domain/guest/import-guests';
import { mergeGuests } from '../../../domain/guest/merge-guests';
import { previewGuestImport } from '../../../domain/guest/preview-guest-import';
import { remindGuest, remindGuests } from '../../../domain/guest/remind-guests';
import { updateGuest } from '../../../domain/guest/update-guest';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getUser } from '../../../plugins/auth';

/**
 * Per host, counted after sign-in and validation (preHandler): an import parses up to a thousand
 * rows, and reminders send e-mails to addresses the host typed, so a script with a host's session
 * must not loop on them. Each guest's 24-hour interval and each address's hourly cap still apply.
 */
function perHost(name: string, max: number): RateLimitOptions {
  return {
    max,
    timeWindow: 60 * 60_000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `${name}|user:${request.user?.id ?? request.ip}`,
  };
}

/**
 * The host's presence list: GET/POST /users/guests/{eventId}, PUT/DELETE …/{guestId}, merging two
 * rows into one (…/{guestId}/merge), the CSV import (…/import, after …/import/preview has shown
 * what it would do) and the e-mail reminders.
 */
const guestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListGuests),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      return {
        success: true,
        message: GUEST_LIST_MESSAGES.guestsFound,
        guests: await findGuests(app.db, event.id),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersCreateGuest),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      // The body's eventId (the client sends it too) is ignored: the path, checked above, wins.
      const { firstName, lastName, email, phoneNumber, companions, attending } = request.body;
      const guest = await createGuest(app.db, event.id, {
        firstName,
        lastName,
        email,
        phoneNumber,
        companions,
        attending,
      });
      return { success: true, message: GUEST_LIST_MESSAGES.guestAdded, guest };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersUpdateGuest),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const { firstName, lastName, email, phoneNumber, companions, attending } = request.body;
      const input = { firstName, lastName, email, phoneNumber, companions, attending };
      const isUpdated = await updateGuest(app.db, event.id, request.params.guestId, input);
      const guest = isUpdated ? await findGuest(app.db, event.id, request.params.guestId) : undefined;
      if (!guest) throw new HttpError(404, GUEST_NOT_FOUND_MESSAGE);
      return { success: true, message: GUEST_LIST_MESSAGES.guestUpdated, guest };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersDeleteGuest),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      if (!(await deleteGuest(app.db, event.id, request.params.guestId))) {
        throw new HttpError(404, GUEST_NOT_FOUND_MESSAGE);
      }
      return { success: true, message: GUEST_LIST_MESSAGES.guestRemoved };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersMergeGuest, { rateLimit: perHost('guest-merge', 100) }),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const { intoGuestId } = request.body;
      const merged = await mergeGuests(app.db, event.id, request.params.guestId, intoGuestId);
      const guest = merged ? await findGuest(app.db, event.id, intoGuestId) : undefined;
      if (!guest) throw new HttpError(404, GUEST_NOT_FOUND_MESSAGE);
      return { success: true, message: GUEST_LIST_MESSAGES.guestsMerged, guest };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersImportGuests, { rateLimit: perHost('guest-import', 20) }),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const { imported, errors } = await importGuests(app.db, event.id, request.body.csv);
      if (errors.length > 0) {
        const lines = new Set(errors.map((error) => error.line)).size;
        return { success: false, message: GUEST_LIST_MESSAGES.importRejected(lines), imported, errors };
      }
      return { success: true, message: GUEST_LIST_MESSAGES.imported(imported), imported, errors };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersPreviewGuestImport, { rateLimit: perHost('guest-import-preview', 60) }),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const preview = await previewGuestImport(app.db, event.id, request.body.csv);
      const lines = new Set(preview.errors.map((error) => error.line)).size;
      const message =
        lines > 0
          ? GUEST_LIST_MESSAGES.importPreviewRejected(lines)
          : GUEST_LIST_MESSAGES.importPreviewReady(preview.total);
      return { success: true, message, ...preview };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersRemindGuests, { rateLimit: perHost('guest-remind-all', 10) }),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const sent = await remindGuests(app.services, event);
      return { success: true, message: GUEST_LIST_MESSAGES.remindersSent(sent), sent };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersRemindGuest, { rateLimit: perHost('guest-remind', 100) }),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      await remindGuest(app.services, event, request.params.guestId);
      return { success: true, message: GUEST_LIST_MESSAGES.reminderSent };
    },
  });
};

export default guestsRoutes;
