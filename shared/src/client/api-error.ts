/**
 * The API client's one error type and the mapping of any failure to the text an alert shows
 * (the same in the back office, the host dashboard and the guest site).
 */

export const API_MESSAGES = {
  missingAuth: 'Dados de autenticação ausentes.',
  missingBody: 'Corpo da requisição é necessário',
  missingUrl: 'A URL é obrigatória.',
  notFound: 'Algo deu errado. Tente novamente mais tarde!',
  network: 'Erro ao se comunicar com o servidor!',
  unexpected: 'Ocorreu um erro inesperado.',
} as const;

/**
 * Where a failure came from:
 * - client: refused before any request (missing auth data, body, URL or path parameter);
 * - network: fetch itself failed, no answer (status 0);
 * - http: the server answered with a non-2xx status;
 * - envelope: a 2xx answer with `success: false`;
 * - response: a 2xx answer that is not what the call expects (not JSON, or fails the route's schema).
 */
export type ApiErrorKind = 'client' | 'network' | 'http' | 'envelope' | 'response';

/**
 * Shaped like react-admin's HttpError (message, status, body) so the admin data provider can
 * pass it on. `body` is the parsed answer, kept whole: the host pre-register lookup reads
 * `accountCreated` from a failed answer.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer was received (client and network kinds). */
  readonly status: number;
  readonly body: unknown;
  readonly kind: ApiErrorKind;
  /** The server's `message`, when its answer carried a non-blank one. */
  readonly serverMessage: string | undefined;

  constructor(
    message: string,
    status: number,
    body?: unknown,
    kind: ApiErrorKind = 'http',
    options?: { serverMessage?: string | undefined; cause?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.body = body;
    this.kind = kind;
    this.serverMessage = options?.serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The non-blank `message` of an answer body, if any. */
export function readServerMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * The text to show for a failure, `fallback` being the screen's own default
 * ('Erro ao buscar eventos.'). Precedence:
 * 1. no answer at all (network) → 'Erro ao se comunicar com o servidor!';
 * 2. the server's message, when the answer has one, whatever the status: our server gives
 *    every error a specific Portuguese message, also on 404 ('Evento não encontrado.');
 * 3. a 404 without a message (an unknown route, a proxy page) → 'Algo deu errado. Tente
 *    novamente mais tarde!';
 * 4. a check the client made itself → its message ('Dados de autenticação ausentes.');
 * 5. any other ApiError → `fallback`, else 'Ocorreu um erro inesperado.';
 * 6. any other Error → its own message, else `fallback`, else the default; a non-Error value
 *    (a thrown string) → the string, else `fallback`, else the default.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const defaultText = fallback || API_MESSAGES.unexpected;
  if (error instanceof ApiError) {
    if (error.kind === 'network') return API_MESSAGES.network;
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 404) return API_MESSAGES.notFound;
    if (error.kind === 'client') return error.message;
    return defaultText;
  }
  if (error instanceof Error) return error.message.trim() || defaultText;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return defaultText;
}
