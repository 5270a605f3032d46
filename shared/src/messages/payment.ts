/** The payment provider (Mercado Pago), as checkouts and its notifications meet it. */

export const PROVIDER_UNAVAILABLE_MESSAGE =
  'Não foi possível falar com o Mercado Pago. Tente novamente em instantes.';

/** A notification whose signature does not match the shared secret. */
export const INVALID_SIGNATURE_MESSAGE = 'Assinatura da notificação inválida.';

/**
 * PUT /admin/settings with the platform paying the installments' interest while the server has
 * no interest-free pricing configured: the guests would be charged the interest instead.
 */
export const INTEREST_FREE_PRICING_MISSING_MESSAGE =
  'Para oferecer parcelamento sem juros para o convidado, configure antes o parcelamento sem juros da conta do Mercado Pago (variável MERCADOPAGO_INTEREST_FREE_PRICING_ID do servidor). As configurações não foram salvas.';

/** A checkout was opened at the provider: the app follows its link. */
export const CHECKOUT_REDIRECT_MESSAGE = 'Redirecionando para o pagamento.';

/** The provider's notification about something that is not ours to act on (another topic). */
export const NOTIFICATION_IGNORED_MESSAGE = 'Notificação ignorada.';
export const NOTIFICATION_PROCESSED_MESSAGE = 'Notificação processada.';
