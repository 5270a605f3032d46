/** The server's answers that belong to no route: failures and unknown addresses. */

export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor.';
export const NOT_FOUND_MESSAGE = 'Rota não encontrada.';
export const UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

/** A 507: the disk (or quota) that media is written to is full; nothing was kept of the upload. */
export const STORAGE_FULL_MESSAGE = 'Não há espaço para guardar o arquivo agora. Tente novamente mais tarde.';

/** GET /api/health's and GET /api/ready's answer when all is well (read by machines, not people). */
export const SERVICE_OK_MESSAGE = 'ok';

/** GET /api/ready's 503, by the check that failed: a load balancer's log shows which. */
export const NOT_READY_MESSAGES = {
  database: 'Serviço não está pronto: banco de dados indisponível.',
  migrations: 'Serviço não está pronto: há migrações do banco de dados pendentes.',
  storage: 'Serviço não está pronto: armazenamento de mídia indisponível.',
} as const;

/** The read answers that have nothing more to say than that they worked. */
export const OK_MESSAGE = 'OK';

/** Any limited route's 429, saying when to try again. */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Muitas tentativas. Tente novamente em ${seconds} segundos.`;
}

/**
 * What Fastify and Node's HTTP server refuse on their own (a body that is not JSON, a path that
 * cannot be decoded, headers too large...), said in Portuguese instead of their English.
 */
export const REQUEST_MESSAGES = {
  invalidJson: 'JSON inválido.',
  emptyJson: 'O corpo da requisição está vazio.',
  invalidContentLength: 'Tamanho da requisição inválido.',
  tooLarge: 'Arquivo/requisição muito grande.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  badUrl: 'Endereço da requisição inválido.',
  urlTooLong: 'Endereço da requisição longo demais.',
  headersTooLarge: 'Cabeçalhos da requisição muito grandes.',
  expectationFailed: 'Expectativa não suportada.',
  /** The stand-ins for any other 4xx, by status. */
  invalid: 'Requisição inválida.',
  forbidden: 'Acesso negado.',
  notFound: 'Não encontrado.',
  methodNotAllowed: 'Método não permitido.',
  notAcceptable: 'Formato de resposta não suportado.',
  timeout: 'Tempo da requisição esgotado.',
  conflict: 'Conflito com o estado atual.',
  tooManyAttempts: 'Muitas tentativas. Tente novamente em instantes.',
} as const;
