import { apiRoutes, ZGuestsUnsubscribeParamsSchema } from '@celebra/shared/api';
import { GUEST_LIST_MESSAGES } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordUnsubscribe } from '../../../domain/notification/unsubscribe-token';
import { escapeHtml } from '../../../html/escape-html';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';

/** An address's unsubscribes are rare: this stops a script guessing signatures, never a person. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000, hook: 'preHandler' as const };

/**
 * The link in every reminder to stop them (domain/notification/unsubscribe-token.ts):
 * - POST /api/guests/unsubscribe/{token}: what a mail client sends for the List-Unsubscribe
 *   header (RFC 8058 one-click, a form body `List-Unsubscribe=One-Click`, ignored) and the API's
 *   answer;
 * - GET of the same address: the link a person clicks in the mail, answered with a small page in
 *   Portuguese. It records too: a mail scanner that opens the link stops the reminders, which errs
 *   on the side of mailing less.
 * A token the platform did not sign is refused (400) and records nothing.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post the one-click form; its only field says nothing the path does not.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  app.route({
    ...contractRoute(apiRoutes.guestsUnsubscribe, { rateLimit: UNSUBSCRIBE_RATE_LIMIT }),
    handler: async (request) => {
      if (!(await recordUnsubscribe(app.db, request.params.token)))
        throw new HttpError(400, GUEST_LIST_MESSAGES.unsubscribeInvalidLink);
      return { success: true, message: GUEST_LIST_MESSAGES.unsubscribed };
    },
  });

  app.route({
    method: 'GET',
    url: '/unsubscribe/:token',
    config: { auth: 'none', rateLimit: UNSUBSCRIBE_RATE_LIMIT },
    schema: { params: ZGuestsUnsubscribeParamsSchema, hide: true },
    handler: async (request, reply) => {
      const recorded = await recordUnsubscribe(app.db, request.params.token);
      const text = recorded ? GUEST_LIST_MESSAGES.unsubscribed : GUEST_LIST_MESSAGES.unsubscribeInvalidLink;
      return reply
        .code(recorded ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Lembretes por e-mail · Celebra</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#333"><h1 style="font-size:22px">Lembretes por e-mail</h1><p>${escapeHtml(text)}</p></body></html>`,
        );
    },
  });
};

export default unsubscribeRoutes;
