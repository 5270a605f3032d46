/** The server's answers that belong to no route: failures and unknown addresses. */

export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor.';
export const NOT_FOUND_MESSAGE = 'Rota não encontrada.';
export const UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
