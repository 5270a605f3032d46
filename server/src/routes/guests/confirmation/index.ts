import { apiRoutes } from '@celebra/shared/api';
import { CONFIRMATION_CLOSED_MESSAGE, RSVP_MESSAGES } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findActiveEvent } from '../../../domain/event/find-active-event';
import { findRsvpMailRecipient } from '../../../domain/guest/find-rsvp-mail-recipient';
import { recordRsvp } from '../../../domain/guest/record-rsvp';
import { sendRsvpCopy } from '../../../domain/guest/send-rsvp-copy';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { guestConfirmedMail } from '../../../mail/templates/index';
import { GUEST_WRITE_RATE_LIMIT } from '../../../plugins/rate-limit';
import { requireSitePassword } from '../require-site-password';

/**
 * POST /api/guests/confirmation/{eventId}: a guest answers 'Vou' (with companions and the answers
 * to the host's questions) or 'Não poderei ir'. The rules (deadline, required questions, whose
 * row the answer updates) are recordRsvp's. On a password-protected site the body carries the
 * password as `sitePassword`. The host, if they chose to, gets an e-mail after the answer is
 * stored, and the guest a copy of what was stored at the address they typed (sendRsvpCopy); the
 * answer says it in words too (`summary`). mail.send never rejects, so a mail that fails leaves the
 * guest's answer answered.
 */
const confirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.guestsConfirmPresence, { rateLimit: GUEST_WRITE_RATE_LIMIT }),
    handler: async (request, reply) => {
      const event = await findActiveEvent(app.db, request.params.eventId);
      await requireSitePassword(app.db, request, reply, {
        eventId: event.id,
        expected: event.password,
        given: request.body.sitePassword,
      });
      if (!event.allowGuestConfirmation) throw new HttpError(403, CONFIRMATION_CLOSED_MESSAGE);
      const { firstName, lastName, email, phoneNumber, message, attending, companions, answers } =
        request.body;
      const recorded = await recordRsvp(app.db, event.id, {
        firstName,
        lastName,
        email,
        phoneNumber,
        message,
        attending,
        companions,
        answers,
        invitationToken: request.body.invitationToken,
      });
      // The answer is stored: nothing about the host's e-mail may fail it (mail.send never rejects;
      // the look-up of the host's choice is caught here and logged without anyone's data).
      const host = await findRsvpMailRecipient(app.db, event.id).catch((error: unknown) => {
        request.log.error({ err: error }, 'the host of a presence confirmation could not be read');
        return undefined;
      });
      if (host) {
        await app.mail.send(
          guestConfirmedMail({
            to: host.email,
            hostId: host.id,
            hostName: host.firstName,
            eventTitle: event.title,
            guestName: `${firstName} ${lastName}`,
            dashboardUrl: `${app.config.appUrls.users}/confirmations`,
            ...recorded,
          }),
        );
      }
      // The guest's own copy, read after the host's: a failure to read the place is logged alone.
      await sendRsvpCopy(app.services, event, { firstName, email }, recorded).catch((error: unknown) => {
        request.log.error({ err: error }, "the guest's copy of a presence answer could not be sent");
      });
      const text = recorded.updated
        ? RSVP_MESSAGES.updated
        : recorded.attending
          ? RSVP_MESSAGES.confirmed
          : RSVP_MESSAGES.declined;
      return {
        success: true,
        message: text,
        updated: recorded.updated,
        summary: RSVP_MESSAGES.recorded(recorded.attending, recorded.companions.length),
      };
    },
  });
};

export default confirmationRoutes;
