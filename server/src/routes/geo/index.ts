import { apiRoutes, CEP_NOT_FOUND_MESSAGE } from '@celebra/shared/api';
import { geoTooManyLookupsMessage, OK_MESSAGE } from '@celebra/shared/messages';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGeoService } from '../../geo/create-geo-service';
import { GeoError } from '../../geo/geo-error';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';

/**
 * Thirty look-ups of each kind a minute per address: a host typing a CEP and an address (the
 * dashboard waits for a pause in the typing) or a guest opening event sites stays far below it;
 * a script walking through CEPs or addresses does not, and cannot use up ViaCEP's patience or
 * Nominatim's one request a second for everyone else. Counted in PostgreSQL like the other limits
 * (plugins/rate-limit.ts), so it holds across instances.
 */
export const GEO_RATE_LIMIT: RateLimitOptions = {
  max: 30,
  timeWindow: 60_000,
  errorResponseBuilder: (_request, context) =>
    new HttpError(429, geoTooManyLookupsMessage(Math.ceil(context.ttl / 1000))),
};

const cepRoute = contractRoute(apiRoutes.geoCep, { rateLimit: GEO_RATE_LIMIT });
const searchRoute = contractRoute(apiRoutes.geoSearch, { rateLimit: GEO_RATE_LIMIT });

/**
 * /api/geo: public address look-ups, proxied (and cached) so the apps need no outside origin and
 * Nominatim sees one polite client. GET /geo/cep/{cep} (ViaCEP) and GET /geo/search?q= (Nominatim).
 * Both are limited per client address (GEO_RATE_LIMIT), and one address may have only a couple of
 * searches waiting for Nominatim at a time (geo/spaced-queue.ts).
 */
const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const geo = createGeoService({ urls: () => app.config.geo });

  app.route({
    ...cepRoute,
    schema: {
      ...cepRoute.schema,
      description: `The address of a CEP, from ViaCEP. Unknown: 404 '${CEP_NOT_FOUND_MESSAGE}'. The service failing or not answering within 5 s: 502 / 504 with a Portuguese message. At most 30 a minute per client address (429).`,
    },
    handler: async (request, reply) =>
      answerGeo(request, reply, async () => {
        const address = await geo.findCep(request.params.cep);
        if (!address) throw new HttpError(404, CEP_NOT_FOUND_MESSAGE);
        return { success: true, message: OK_MESSAGE, address };
      }),
  });

  app.route({
    ...searchRoute,
    schema: {
      ...searchRoute.schema,
      description:
        'Coordinates of an address in Brazil, from Nominatim (at most one upstream request per second; answers are cached). `results` holds the best match, or nothing. The service failing or not answering within 5 s: 502 / 504 with a Portuguese message. At most 30 a minute per client address, and 2 of its searches waiting for Nominatim at a time (429).',
    },
    handler: async (request, reply) =>
      answerGeo(request, reply, async () => ({
        success: true,
        message: OK_MESSAGE,
        results: await geo.search(request.query.q, request.ip),
      })),
  });
};

/**
 * A GeoError is answered here with its own status and message: the error handler would hide a 5xx
 * behind 'Erro interno do servidor.', and "the address service is slow, try again" is the truth.
 */
async function answerGeo<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof GeoError)) throw error;
    request.log.warn({ err: error.cause ?? error, status: error.statusCode }, 'address look-up failed');
    return reply.status(error.statusCode).send({ success: false, message: error.message });
  }
}

export default geoRoutes;
