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
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
