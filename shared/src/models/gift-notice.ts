import type { TGiftDeliveryPreference } from './event';

/**
 * The notice shown beside an event's gift list, saying how gifts work, so no guest thinks a
 * present will be delivered to the door when it will not (or the other way round). The host can
 * write their own (event_settings.giftNotice); the text per delivery preference is the one until
 * they do.
 */
export const DEFAULT_GIFT_NOTICE =
  'Como funcionam os presentes: cada presente desta lista se transforma em um valor em dinheiro para os anfitriões, pago com segurança pelo Mercado Pago (Pix ou cartão). Nada é entregue em casa: eles usam o valor como preferirem e ficam sabendo quem presenteou, com a sua mensagem.';

/** The notice of a couple who chose delivery, with the week it happens in. */
function deliveryNotice(when: string): string {
  return `Como funcionam os presentes: você paga com segurança pelo Mercado Pago (Pix ou cartão) e o presente é entregue aos anfitriões ${when}, no endereço deles; você não precisa enviar nada. Cotas e valores livres não são entregues: vão para os anfitriões em dinheiro. Eles ficam sabendo quem presenteou, com a sua mensagem.`;
}

/** The default notice for each delivery preference (an event without one gets the money text). */
export const DEFAULT_GIFT_NOTICES: Record<TGiftDeliveryPreference, string> = {
  cash: DEFAULT_GIFT_NOTICE,
  weekOfParty: deliveryNotice('na semana da festa'),
  weekAfterParty: deliveryNotice('na semana seguinte à festa'),
};

/** The notice until the host writes their own: the one of the couple's delivery preference. */
export function defaultGiftNotice(preference: TGiftDeliveryPreference | null | undefined): string {
  return DEFAULT_GIFT_NOTICES[preference ?? 'cash'];
}

/** Whether a text is one of the platform's defaults (saving it again keeps the default). */
export function isDefaultGiftNotice(text: string): boolean {
  return Object.values(DEFAULT_GIFT_NOTICES).includes(text.trim());
}

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
