/** A guest's purchase of gifts, and its transactions as the back office sees them. */

import { formatBRL } from '../format/money';
import type { TGiftKind } from '../models/gift';

/** The event's switch for the gift list is off. */
export const GIFT_LIST_CLOSED_MESSAGE = 'A lista de presentes deste evento não está disponível.';

/** A cart naming a gift that is not on the event's list (any more). */
export const GIFT_NOT_ON_LIST_MESSAGE = 'Um dos presentes escolhidos não está na lista deste evento.';

export const PURCHASE_TOO_LARGE_MESSAGE = 'O valor total da compra ultrapassa o limite permitido.';

export const TRANSACTION_NOT_FOUND_MESSAGE = 'Transação não encontrada.';

/** A transaction with no payment id to read back from the provider. */
export const PAYMENT_INFO_MISSING_MESSAGE = 'Informações de pagamento ausentes!';

/** POST /guests/purchase/pix without a CPF: the provider needs the payer's to issue a Pix. */
export const PIX_CPF_REQUIRED_MESSAGE = 'Por favor, preencha seu CPF para pagar com Pix.';

/** POST /guests/purchase/pix: the Pix was issued, the guest pays it on the page. */
export const PIX_PURCHASE_STARTED_MESSAGE = 'Pague o Pix para concluir o presente.';

/** GET /guests/purchase/{id}/status with an unknown purchase or a token that is not its own. */
export const PURCHASE_STATUS_NOT_FOUND_MESSAGE = 'Compra não encontrada.';

/** POST /admin/transactions/{id}/refund: the provider refunded it and the ledger recorded it. */
export const REFUND_DONE_MESSAGE = 'Reembolso realizado com sucesso.';

/** A refund of a purchase that is not APPROVED (pending, refused, already cancelled or refunded). */
export const REFUND_NOT_APPROVED_MESSAGE = 'Só é possível reembolsar uma transação aprovada.';

/** A refund of a purchase with no payment at the provider to refund. */
export const REFUND_NO_PAYMENT_MESSAGE = 'Esta transação não tem pagamento para reembolsar.';

/** A refund of a line that is not one of the purchase's. */
export const REFUND_ITEM_NOT_FOUND_MESSAGE = 'Item não encontrado nesta transação.';

/** A refund of an amount above what remains of the purchase (or of the line): `max` in reais. */
export function refundAmountTooHighMessage(max: number): string {
  return `O valor do reembolso deve ser de no máximo ${formatBRL(max)}, o que resta da transação.`;
}

/** A second refund of the same line. */
export const REFUND_ITEM_ALREADY_MESSAGE = 'Este item já foi reembolsado.';

/** POST /guests/purchase/installments: the cart priced and its installments found. */
export const INSTALLMENTS_PRICED_MESSAGE = 'Parcelamento calculado.';

/** PUT /users/events/{eventId}/received-gifts/{purchaseId}/thanked on a gift not (or no longer) paid. */
export const THANK_NOT_APPROVED_MESSAGE = 'Só é possível marcar como agradecido um presente aprovado.';

/** PUT …/thanked naming a purchase that is not one of the host's event. */
export const RECEIVED_GIFT_NOT_FOUND_MESSAGE = 'Presente recebido não encontrado.';

/** PUT …/thanked {thanked: true}. */
export const GIFT_THANKED_MESSAGE = 'Presente marcado como agradecido.';

/** PUT …/thanked {thanked: false}. */
export const GIFT_UNTHANKED_MESSAGE = 'Presente marcado como ainda não agradecido.';

/** A transaction's status set by hand in the back office. */
export const TRANSACTION_STATUS_UPDATED_MESSAGE = 'Status da transação atualizado com sucesso.';

/** GET /guests/purchase/{id}/status: the purchase's current state. */
export const PURCHASE_STATUS_MESSAGE = 'Situação da compra.';

/** A free amount below the host's minimum (in centavos), the gift named. */
export function freeAmountTooLowMessage(name: string, minimumCents: number): string {
  return `O valor mínimo para "${name}" é ${formatBRL(minimumCents / 100)}.`;
}

/** A cart line carrying a typed amount for a gift whose price is the list's, not the guest's. */
export function amountNotAllowedMessage(name: string): string {
  return `O presente "${name}" tem preço definido e não aceita outro valor.`;
}

/** A free amount is one contribution: its line's quantity is always 1. */
export function freeAmountQuantityMessage(name: string): string {
  return `A quantidade de "${name}" deve ser 1: escolha o valor do presente.`;
}

/**
 * A cart asking for more units or cotas than the list has left (found before paying, or lost to
 * another guest's purchase of the same moment): what remains, or that it was all given.
 */
export function notEnoughLeftMessage(name: string, kind: TGiftKind, remaining: number): string {
  if (remaining <= 0) return `"${name}" já foi presenteado.`;
  const unit = kind === 'cotas' ? 'cota' : 'unidade';
  if (remaining === 1) return `Resta apenas 1 ${unit} de "${name}".`;
  return `Restam apenas ${remaining} ${unit}s de "${name}".`;
}

/**
 * A purchase's attempt id sent again with another cart, another event or the other way of
 * paying: an attempt is one try of one cart, and answers nothing else.
 */
export const PURCHASE_ATTEMPT_OTHER_CART_MESSAGE =
  'Este pagamento foi iniciado com outro carrinho. Recarregue a página e tente de novo.';

/** A card attempt sent again once its checkout's time is over: a new try is a new attempt. */
export const PURCHASE_ATTEMPT_EXPIRED_MESSAGE = 'O tempo deste pagamento acabou. Tente de novo.';

/** A card attempt sent again while its first request is still creating the checkout, for too long. */
export const PURCHASE_CHECKOUT_PREPARING_MESSAGE =
  'O pagamento ainda está sendo preparado. Tente de novo em instantes.';

/** One client holds too many units and cotas in checkouts not yet paid. */
export const purchaseHoldLimitMessage = (maxUnits: number): string =>
  `Você já reservou muitos presentes em pagamentos não concluídos (no máximo ${maxUnits} unidades ou cotas ao mesmo tempo). Conclua um pagamento, ou aguarde até que expire, e tente de novo.`;

/** A cart with more lines than a purchase takes. */
export const cartTooManyLinesMessage = (max: number): string =>
  `O carrinho tem presentes demais: no máximo ${max} por compra.`;

/** A cart whose quantities add up to more than a purchase takes. */
export const cartTooManyUnitsMessage = (max: number): string =>
  `O carrinho tem unidades demais: no máximo ${max} por compra.`;

/**
 * PUT /admin/transactions/{id}/status refused: the status set by hand contradicts what Mercado Pago
 * reports of the payment, read at that moment (`provider`: its status in Portuguese, or 'sem
 * pagamento' when it has none).
 */
export function statusContradictsProviderMessage(target: string, provider: string): string {
  return `O Mercado Pago informa este pagamento como "${provider}": o status "${target}" o contradiz e não foi aplicado.`;
}

/**
 * PUT /admin/transactions/{id}/status: taking an approved purchase out of APPROVED while the
 * provider still holds the guest's money would credit nobody and refund nobody.
 */
export const STATUS_USE_REFUND_MESSAGE =
  'Este pagamento está aprovado no Mercado Pago: para devolver o dinheiro ao convidado, use "Reembolsar".';

/** PUT /admin/transactions/{id}/status: the provider could not be asked; nothing was changed. */
export const STATUS_PROVIDER_UNAVAILABLE_MESSAGE =
  'Não foi possível consultar o Mercado Pago agora; o status não foi alterado. Tente novamente em instantes.';

/** What the audit's and the refusal's text call a payment the provider does not have. */
export const NO_PROVIDER_PAYMENT_LABEL = 'sem pagamento';
