import type { FastifyReply, FastifyRequest } from 'fastify';

/** Mercado Pago's error body: `{ message, error, status, cause: [...] }`. */
export function sendApiError(reply: FastifyReply, status: number, error: string, message: string) {
  return reply.status(status).send({
    message,
    error,
    status,
    cause: [{ code: error, description: message, data: null }],
  });
}

/**
 * The REST API's authentication: `Authorization: Bearer <access token>`. Anything else is the
 * 401 the real API answers, so the server's handling of a wrong token can be seen in the demo.
 */
export function checkAccessToken(accessToken: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (token !== accessToken) return sendApiError(reply, 401, 'unauthorized', 'invalid access token');
  };
}
