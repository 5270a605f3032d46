/** The address look-ups behind the forms' CEP and map (ViaCEP and Nominatim). */

export const GEO_TIMEOUT_MESSAGE = 'O serviço de endereços não respondeu a tempo. Tente novamente.';
export const GEO_UNAVAILABLE_MESSAGE = 'O serviço de endereços está indisponível. Tente novamente.';
export const GEO_NOT_CONFIGURED_MESSAGE = 'A busca de endereços não está configurada.';

/** The address searches waiting their turn (one a second) are as many as may wait. */
export const GEO_BUSY_MESSAGE = 'Muitas buscas de endereço no momento. Tente novamente em instantes.';

/** One client already has as many address searches queued as it may. */
export const GEO_CLIENT_BUSY_MESSAGE = 'Aguarde a busca de endereço anterior terminar antes de fazer outra.';

/** The address look-ups' own 429, saying when to try again. */
export function geoTooManyLookupsMessage(seconds: number): string {
  return `Muitas buscas de endereço. Tente novamente em ${seconds} segundos.`;
}
