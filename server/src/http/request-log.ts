import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The request's line in the log, once it is answered: what Fastify's two default lines ("incoming
 * request", "request completed") say together, in one, so each request costs one write.
 */
export async function requestLog(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
}
