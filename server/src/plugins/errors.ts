import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  INTERNAL_ERROR_MESSAGE,
  NOT_FOUND_MESSAGE,
  REQUEST_MESSAGES,
  STORAGE_FULL_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseUnavailableReason, isDatabaseUnavailable } from '../db/pg-errors';
import { DomainError } from '../domain/errors/domain-error';
import { DOMAIN_ERROR_STATUS } from '../http/domain-error-status';
import { HttpError } from '../http/http-error';
import { RequestValidationError } from '../http/validator-compiler';
import { isStorageFull } from '../storage/is-storage-full';

/** What a 503 tells the client to wait before trying again: an embedded database restarts in about that. */
const RETRY_AFTER_SECONDS = '5';

// Fastify's own client errors, by code, in the words the apps show.
const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, REQUEST_MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, REQUEST_MESSAGES.emptyJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, REQUEST_MESSAGES.invalidContentLength],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, REQUEST_MESSAGES.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, REQUEST_MESSAGES.unsupportedMediaType],
  // Before routing (answerFrameworkError): a path that cannot be decoded, a segment too long.
  FST_ERR_BAD_URL: [400, REQUEST_MESSAGES.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [414, REQUEST_MESSAGES.urlTooLong],
};

// Any other 4xx (from Fastify or a plugin) speaks English; these stand in for it.
const STATUS_MESSAGES: Record<number, string> = {
  400: REQUEST_MESSAGES.invalid,
  401: UNAUTHORIZED_MESSAGE,
  403: REQUEST_MESSAGES.forbidden,
  404: REQUEST_MESSAGES.notFound,
  405: REQUEST_MESSAGES.methodNotAllowed,
  406: REQUEST_MESSAGES.notAcceptable,
  408: REQUEST_MESSAGES.timeout,
  409: REQUEST_MESSAGES.conflict,
  413: REQUEST_MESSAGES.tooLarge,
  415: REQUEST_MESSAGES.unsupportedMediaType,
  429: REQUEST_MESSAGES.tooManyAttempts,
};

/** The status and Portuguese message a client gets for an error. */
export function describeError(error: FastifyError | Error): { status: number; message: string } {
  // The domain's own refusals and failures: its code says the status, its message is the client's.
  if (error instanceof DomainError)
    return { status: DOMAIN_ERROR_STATUS[error.code], message: error.message };
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  // A service we depend on failed (the payment provider): the HttpError's message is written
  // for the client ('try again'), and 502/503/504 says whose fault it is.
  if (error instanceof HttpError && status >= 502 && status <= 504) return { status, message: error.message };
  // The database is down or restarting: nothing the client did, and worth trying again soon.
  if (isDatabaseUnavailable(error)) return { status: 503, message: UNAVAILABLE_MESSAGE };
  // The media disk is full: 507 Insufficient Storage says so, where a 500 said nothing.
  if (isStorageFull(error)) return { status: 507, message: STORAGE_FULL_MESSAGE };
  if (status >= 500 || status < 400) return { status: 500, message: INTERNAL_ERROR_MESSAGE };
  if (error instanceof HttpError || error instanceof RequestValidationError)
    return { status, message: error.message };
  const known = 'code' in error && typeof error.code === 'string' ? FASTIFY_MESSAGES[error.code] : undefined;
  if (known) return { status: known[0], message: known[1] };
  return { status, message: STATUS_MESSAGES[status] ?? REQUEST_MESSAGES.invalid };
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

// What Node's HTTP parser refuses before Fastify sees a request (answerClientError).
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, REQUEST_MESSAGES.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, REQUEST_MESSAGES.timeout],
};

/**
 * Fastify's `clientErrorHandler` option (app.ts): what Node's HTTP server refuses on its own, on
 * the raw connection, before any request object exists (headers over 16 KB: 431; a request not
 * received within its time, server-timeouts.ts: 408; anything that is not HTTP: 400), answered
 * with the same envelope instead of Fastify's English JSON, then the connection is closed.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex) {
  // A connection reset by the client has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, REQUEST_MESSAGES.invalid];
  this.log.info({ code: error.code, status }, 'client error');
  // A request cut while its answer was already on its way: a second status line would only
  // corrupt that answer (Node keeps the answer in progress on the socket as `_httpMessage`).
  const inProgress = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inProgress?.headersSent) {
    const body = JSON.stringify({ success: false, message });
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}

/**
 * What Node's HTTP server and Fastify would otherwise answer themselves, outside the envelope:
 * - a request that still arrives on an open connection while the server closes (SIGTERM) gets a
 *   503 in the envelope, where Fastify's own (`return503OnClosing`, turned off in app.ts) is
 *   English; what was already running finishes normally;
 * - an HTTP/1.1 request without a Host header gets a 400 in the envelope, where Node's
 *   (`requireHostHeader`, turned off in app.ts) has no body;
 * - an `Expect:` other than 100-continue gets a 417 in the envelope, where Node's has no body.
 * The hook is added first, so that no other one runs for such a request.
 */
export function addFrameworkAnswers(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      return reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', RETRY_AFTER_SECONDS)
        .header('x-content-type-options', 'nosniff')
        .send({ success: false, message: UNAVAILABLE_MESSAGE });
    }
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      return reply
        .status(400)
        .header('x-content-type-options', 'nosniff')
        .send({ success: false, message: REQUEST_MESSAGES.invalid });
    }
  });
  // Node emits this, when listened to, instead of answering 417 itself.
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify({ success: false, message: REQUEST_MESSAGES.expectationFailed });
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'x-content-type-options': 'nosniff',
      connection: 'close',
    });
    response.end(body);
  });
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
      const unavailable = status === 503 ? databaseUnavailableReason(error) : undefined;
      // An outage fails every request alike: one line each, its cause's code and not the failed
      // query (whose values may be a guest's), else the log drowns in the same stack.
      if (unavailable) request.log.warn({ status, reason: unavailable }, 'database unavailable');
      else if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: error.code, status, reason: error.message }, 'request refused');
      // The database restarting or a provider down: the client (and a proxy) may try again soon.
      if (status === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.status(status).send({ success: false, message });
    });

    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ success: false, message: NOT_FOUND_MESSAGE }),
    );
  },
  { name: 'errors' },
);
