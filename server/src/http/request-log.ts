import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request log with one line per request, written once it is answered: what its two
 * default lines ("incoming request", then "request completed" or "request errored") say, in one,
 * so that each request costs one write.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: withoutSecrets(request), res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

// Query parameters that carry a secret: a site's password, a guest's purchase status token, a
// guest's personal invitation (the event site's `?convite=`).
const SECRET_QUERY = /([?&](?:password|token|convite)=)[^&#]*/gi;
// Paths whose last segment is a secret: a personal invitation's token opens that guest's details.
const SECRET_PATH = /^(\/api\/guests\/invitation\/)[^/?#]+/i;

/**
 * The request as the log's serializer reads it (method, url, host, address), its address's secret
 * path segment and query values replaced: what a guest typed or was given to prove they may see something never
 * lands in a log file.
 */
function withoutSecrets(request: FastifyRequest) {
  const url = request.url.replace(SECRET_PATH, '$1***').replace(SECRET_QUERY, '$1***');
  if (url === request.url) return request;
  return {
    method: request.method,
    url,
    host: request.host,
    ip: request.ip,
    headers: request.headers,
    socket: request.socket,
  };
}
