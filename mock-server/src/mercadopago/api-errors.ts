import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Mercado Pago's error body: `{ message, error, status, cause: [...] }`. The cause's code is the
 * API's numeric code where it has one (2067: invalid identification number...), else the error.
 */
export function sendApiError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
  causeCode: number | string = error,
) {
  return reply.status(status).send({
    message,
    error,
    status,
    cause: [{ code: causeCode, description: message, data: null }],
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
