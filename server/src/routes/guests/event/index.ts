import { createHash, timingSafeEqual } from 'node:crypto';
import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { PUBLIC_EVENT_NOT_FOUND_MESSAGE } from '../find-active-event';
import { findEventBySlug, findPublicEvent } from './find-public-event';

export const PASSWORD_REQUIRED_MESSAGE = 'Este site é protegido por senha. Informe a senha para continuar.';
export const WRONG_PASSWORD_MESSAGE = 'Senha incorreta.';

const route = contractRoute(apiRoutes.guestsGetEvent);

/** GET /api/guests/event/{slug}: the public event site's one read. */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route,
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
        'one. The guest site asks for it on the 401 and calls again with `?password=`.',
      ].join('\n'),
    },
    handler: async (request) => {
      const found = await findEventBySlug(app.db, request.params.slug);
      if (!found?.event.active) throw new HttpError(404, PUBLIC_EVENT_NOT_FOUND_MESSAGE);
      if (found.password !== null) {
        const given = request.query.password;
        if (!given) throw new HttpError(401, PASSWORD_REQUIRED_MESSAGE);
        if (!isSamePassword(given, found.password)) throw new HttpError(401, WRONG_PASSWORD_MESSAGE);
      }
      return { success: true, message: 'Evento encontrado.', event: await findPublicEvent(app.db, found) };
    },
  });
};

/** Compared through fixed-length digests in constant time, so timing tells nothing of the password. */
function isSamePassword(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export default eventRoutes;
