/**
 * The notice shown beside an event's gift list, saying how gifts work, so no guest thinks a
 * present will be delivered to the door. The host can write their own (event_settings.giftNotice);
 * this is the text until they do.
 */
export const DEFAULT_GIFT_NOTICE =
  'Como funcionam os presentes: cada presente desta lista se transforma em um valor em dinheiro para os anfitriões, pago com segurança pelo Mercado Pago (Pix ou cartão). Nada é entregue em casa: eles usam o valor como preferirem e ficam sabendo quem presenteou, com a sua mensagem.';

/** The longest notice a host may write. */
export const GIFT_NOTICE_MAX_LENGTH = 600;

/** The smallest list a published site can have: hiding or removing below it is refused. */
export const MIN_LIST_GIFTS = 4;

/** The most cotas one gift can be split into. */
export const MAX_GIFT_SHARES = 200;

/** The most units of one item a host can ask for. */
export const MAX_GIFT_UNITS = 1000;

/**
 * The least a gift may cost (centavos): an item's unit, a cota, a free amount's minimum. Below it
 * the platform's percentage is a few centavos, less than what the provider itself charges on the
 * payment, and a centavo's rounding is a large part of it (docs/payments.md).
 */
export const MIN_GIFT_PRICE_CENTS = 500;
