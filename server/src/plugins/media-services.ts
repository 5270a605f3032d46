import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MediaServices } from '../media/with-stored-media';

/**
 * What a route hands the domain's media writes: the app's storage, and the request's log, so that
 * a file left behind is logged with the request it followed.
 */
export function mediaServices(app: FastifyInstance, request: FastifyRequest): MediaServices {
  return { storage: app.storage, log: request.log };
}
