/**
 * `?pagar=cartao` or `?pagar=pix` on an event's address: back from a refused card, the way the
 * guest chose to try again; the cart opens on it by itself.
 */
export const PAY_AGAIN_PARAM = 'pagar';

export type TPayAgain = 'cartao' | 'pix';
