import { apiRoutes } from '@celebra/shared/api';
import {
  PASSWORD_REQUIRED_MESSAGE,
  PUBLIC_EVENT_NOT_FOUND_MESSAGE,
  TOO_MANY_PASSWORD_GUESSES_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadPublicDocument } from '../../../domain/event/load-public-document';
import { PASSWORD_GUESS_LIMIT } from '../../../domain/site-password/password-guesses';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { requireSitePassword } from '../require-site-password';
import { sendPublicDocument } from './send-public-document';

const route = contractRoute(apiRoutes.guestsGetEvent);

/** GET /api/guests/event/{slug}: the public event site's one read. */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route,
    // Two info lines (request in, answer out) for every guest opening the page took about a fifth
    // of this route's time (measured under autocannon); a crowd's page views are the reverse
    // proxy's access log to keep. Failures still reach the log (5xx at error, plugins/errors.ts).
    logLevel: 'warn',
    schema: {
      ...route.schema,
      description: [
        'The event site of `slug`, as guests see it. A disabled or unknown event is a 404',
        `'${PUBLIC_EVENT_NOT_FOUND_MESSAGE}'. Gifts are the available ones at the price guests pay;`,
        '`gifts` is empty when the settings hide the gift list, `details` null when they hide the',
        'event information.',
        '',
        'A site with a password (host settings) answers 401 until the query parameter `password`',
        `matches: '${PASSWORD_REQUIRED_MESSAGE}' without it, '${WRONG_PASSWORD_MESSAGE}' with a wrong`,
        'one. The guest site asks for it on the 401 and calls again with `?password=`. After',
        `${PASSWORD_GUESS_LIMIT.max} wrong passwords in ${PASSWORD_GUESS_LIMIT.windowMs / 60_000} minutes from one address, the`,
        `event answers that address 429 '${TOO_MANY_PASSWORD_GUESSES_MESSAGE}' (with`,
        '`Retry-After`), the right password included, until the window ends.',
        '',
        'The answer carries a (weak) `ETag` and `Cache-Control: no-cache`: sent back in',
        '`If-None-Match`, it gets a 304 without a body while the page is unchanged. Brotli or gzip',
        'per `Accept-Encoding`.',
      ].join('\n'),
    },
    // A crowd opens the same site at once: the answer comes from app.publicEventCache (no SQL,
    // no serialization) and the database only when the event changed or is not cached yet.
    handler: async (request, reply) => {
      const { slug } = request.params;
      const document = await app.publicEventCache.find(slug, () => loadPublicDocument(app.db, slug));
      if (!document?.active || !document.body) throw new HttpError(404, PUBLIC_EVENT_NOT_FOUND_MESSAGE);
      // An open site goes on with no SQL; a protected one costs a look-up of its guess counter.
      if (document.password !== null) {
        await requireSitePassword(app.db, request, reply, {
          eventId: document.eventId,
          expected: document.password,
          given: request.query.password,
        });
      }
      return sendPublicDocument(request, reply, document.body, { isProtected: document.password !== null });
    },
  });
};

export default eventRoutes;
