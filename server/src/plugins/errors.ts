import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/pg-errors';
import { HttpError } from '../http/http-error';
import { RequestValidationError } from '../http/validator-compiler';

export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor.';
export const NOT_FOUND_MESSAGE = 'Rota não encontrada.';
export const UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

// Fastify's own client errors, by code, in the words the apps show.
const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'JSON inválido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'O corpo da requisição está vazio.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Tamanho da requisição inválido.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Arquivo/requisição muito grande.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado.'],
  // Before routing (answerFrameworkError): a path that cannot be decoded, a segment too long.
  FST_ERR_BAD_URL: [400, 'Endereço da requisição inválido.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'Endereço da requisição longo demais.'],
};

// Any other 4xx (from Fastify or a plugin) speaks English; these stand in for it.
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Não autorizado.',
  403: 'Acesso negado.',
  404: 'Não encontrado.',
  405: 'Método não permitido.',
  406: 'Formato de resposta não suportado.',
  408: 'Tempo da requisição esgotado.',
  409: 'Conflito com o estado atual.',
  413: 'Arquivo/requisição muito grande.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas tentativas. Tente novamente em instantes.',
};

/** The status and Portuguese message a client gets for an error. */
export function describeError(error: FastifyError | Error): { status: number; message: string } {
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  // A service we depend on failed (the payment provider): the HttpError's message is written
  // for the client ('try again'), and 502/503/504 says whose fault it is.
  if (error instanceof HttpError && status >= 502 && status <= 504) return { status, message: error.message };
  // The database is down or restarting: nothing the client did, and worth trying again soon.
  if (isDatabaseUnavailable(error)) return { status: 503, message: UNAVAILABLE_MESSAGE };
  if (status >= 500 || status < 400) return { status: 500, message: INTERNAL_ERROR_MESSAGE };
  if (error instanceof HttpError || error instanceof RequestValidationError)
    return { status, message: error.message };
  const known = 'code' in error && typeof error.code === 'string' ? FASTIFY_MESSAGES[error.code] : undefined;
  if (known) return { status: known[0], message: known[1] };
  return { status, message: STATUS_MESSAGES[status] ?? 'Requisição inválida.' };
}

/**
 * Fastify's `frameworkErrors` option (app.ts): the errors it meets before any route or hook runs
 * (a path with a broken %-escape, a path segment over 100 characters) get the same envelope
 * instead of Fastify's English JSON.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { status, message } = describeError(error);
  return reply.status(status).header('x-content-type-options', 'nosniff').send({ success: false, message });
}

/**
 * One error envelope for every answer that is not a success: `{ success: false, message }` in
 * Portuguese. A 5xx says only 'Erro interno do servidor.'; its details go to the log (and so to
 * DATA_DIR/logs/error.log), never to the client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, message } = describeError(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: error.code, status, reason: error.message }, 'request refused');
      return reply.status(status).send({ success: false, message });
    });

    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ success: false, message: NOT_FOUND_MESSAGE }),
    );
  },
  { name: 'errors' },
);
