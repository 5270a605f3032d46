import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error';
import { RequestValidationError } from '../http/validator-compiler';

export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor.';
export const NOT_FOUND_MESSAGE = 'Rota não encontrada.';

// Fastify's own client errors, by code, in the words the apps show.
const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'JSON inválido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'O corpo da requisição está vazio.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Tamanho da requisição inválido.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Arquivo/requisição muito grande.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado.'],
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
  if (status >= 500 || status < 400) return { status: 500, message: INTERNAL_ERROR_MESSAGE };
  if (error instanceof HttpError || error instanceof RequestValidationError)
    return { status, message: error.message };
  const known = 'code' in error && typeof error.code === 'string' ? FASTIFY_MESSAGES[error.code] : undefined;
  if (known) return { status: known[0], message: known[1] };
  return { status, message: STATUS_MESSAGES[status] ?? 'Requisição inválida.' };
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
