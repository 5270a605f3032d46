/** The payment provider (Mercado Pago), as checkouts and its notifications meet it. */

export const PROVIDER_UNAVAILABLE_MESSAGE =
  'Não foi possível falar com o Mercado Pago. Tente novamente em instantes.';

/** A notification whose signature does not match the shared secret. */
export const INVALID_SIGNATURE_MESSAGE = 'Assinatura da notificação inválida.';
