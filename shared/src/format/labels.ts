/**
 * Portuguese labels of the coded values the API returns. Lookups ignore case and surrounding
 * spaces (the pre-registration payment status may come in any case). An unknown
 * non-empty value is shown as it came, so nothing silently disappears from a table; an empty
 * one is 'Não informado'. The delivery preference is the exception: the back office shows
 * any other value as 'Não informado'.
 */

import type { TDeliveryStatus } from '../models/delivery';
import type { TLedgerEntryKind } from '../models/ledger';

export const NOT_INFORMED = 'Não informado';

export const GIFT_DELIVERY_PREFERENCE_LABELS = {
  weekOfParty: 'Entrega na semana da festa',
  weekAfterParty: 'Entrega após a festa',
  cash: 'Receber em dinheiro',
} as const;

/** A delivered gift's line, in the couple's and the back office's words alike. */
export const DELIVERY_STATUS_LABELS: Readonly<Record<TDeliveryStatus, string>> = {
  TO_BUY: 'A comprar',
  BOUGHT: 'Comprado',
  SENT: 'Enviado',
  DELIVERED: 'Entregue',
  CONVERTED: 'Convertido em dinheiro',
  CANCELLED: 'Cancelado',
};

export const TRANSACTION_STATUS_LABELS = {
  APPROVED: 'Aprovado',
  PENDING: 'Pendente',
  RECUSED: 'Recusado',
  CANCELLED: 'Cancelado',
} as const;

/** A purchase's state (TPurchaseState), on every list and card that shows a purchase. */
export const PURCHASE_STATE_LABELS = {
  APPROVED: 'Aprovado',
  PARTIALLY_REFUNDED: 'Reembolso parcial',
  PENDING: 'Pendente',
  RECUSED: 'Recusado',
  CANCELLED: 'Cancelado',
  REFUNDED: 'Reembolsado',
  CHARGED_BACK: 'Contestado',
  EXPIRED: 'Expirado',
} as const;

export const PAYOUT_STATUS_LABELS = {
  PENDING: 'Pendente',
  PAID: 'Pago',
  FAILED: 'Falhou',
  CANCELLED: 'Cancelado',
} as const;

/** The money ledger's movements, as the administrator's statement (extrato) names them. */
export const LEDGER_ENTRY_KIND_LABELS = {
  GIFT_CREDITED: 'Presente creditado',
  FEE_KEPT: 'Taxa da plataforma',
  REFUND: 'Estorno',
  CHARGEBACK: 'Contestação (chargeback)',
  PAYOUT_REQUESTED: 'Repasse solicitado',
  PAYOUT_CANCELLED: 'Repasse cancelado',
  PAYOUT_CONCLUDED: 'Ajuste do repasse concluído',
  FEE_REVERSED: 'Taxa da plataforma estornada',
  STATUS_REVERSED: 'Crédito desfeito (status alterado manualmente)',
  DELIVERY_RESERVED: 'Reservado para entrega',
  DELIVERY_BOUGHT: 'Presente comprado para entrega',
  DELIVERY_RELEASED: 'Reserva de entrega liberada',
  DELIVERY_LOSS_ABSORBED: 'Entrega reembolsada: perda assumida pela plataforma',
} as const satisfies Record<TLedgerEntryKind, string>;

/** Pre-registration fee: PENDING, CANCELLED, APPROVED are stored; RECUSED is what a rejected payment maps to. */
export const PRE_REGISTRATION_PAYMENT_STATUS_LABELS = {
  PENDING: 'Pendente',
  APPROVED: 'Aprovado',
  RECUSED: 'Recusado',
  CANCELLED: 'Cancelado',
} as const;

export const EVENT_TYPE_LABELS = {
  'in-person': 'Presencial',
  virtual: 'Virtual',
} as const;

export const SERVICE_TYPE_LABELS = {
  PASSWORD: 'Senha',
  VIDEO: 'Vídeo',
  IMAGE: 'Imagem',
  PAGE: 'Página',
  EXTRA: 'Extra',
} as const;

/** How a buyer paid, as the payment provider codes it: credit_card → 'Cartão de crédito'. */
export const PAYMENT_METHOD_LABELS = {
  credit_card: 'Cartão de crédito',
  debit_card: 'Cartão de débito',
  pix: 'Pix',
  bank_transfer: 'Pix',
  ticket: 'Boleto',
  account_money: 'Saldo Mercado Pago',
} as const;

/** A payment's status as the payment provider codes it (lower case): approved → 'Aprovado'. */
export const PROVIDER_PAYMENT_STATUS_LABELS = {
  approved: 'Aprovado',
  pending: 'Pendente',
  in_process: 'Em análise',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  refunded: 'Estornado',
  charged_back: 'Contestado',
} as const;

/** What a gift's buyer is called when the purchase carries no name. */
export const ANONYMOUS_BUYER = 'Anônimo';

type Labels = Readonly<Record<string, string>>;
type Code = string | null | undefined;

function lookup(labels: Labels, value: Code): string | undefined {
  const key = (value ?? '').trim().toLowerCase();
  return Object.entries(labels).find(([code]) => code.toLowerCase() === key)?.[1];
}

function labelOrRaw(labels: Labels, value: Code): string {
  return lookup(labels, value) ?? (value?.trim() || NOT_INFORMED);
}

/** weekOfParty → 'Entrega na semana da festa'; anything else → 'Não informado'. */
export function giftDeliveryPreferenceLabel(value: Code): string {
  return lookup(GIFT_DELIVERY_PREFERENCE_LABELS, value) ?? NOT_INFORMED;
}

/** Transactions and received-gift purchases: APPROVED → 'Aprovado'. */
export function transactionStatusLabel(value: Code): string {
  return labelOrRaw(TRANSACTION_STATUS_LABELS, value);
}

/** A purchase's state: REFUNDED → 'Reembolsado', PARTIALLY_REFUNDED → 'Reembolso parcial'. */
export function purchaseStateLabel(value: Code): string {
  return labelOrRaw(PURCHASE_STATE_LABELS, value);
}

export function payoutStatusLabel(value: Code): string {
  return labelOrRaw(PAYOUT_STATUS_LABELS, value);
}

/** The ledger's movements: GIFT_CREDITED → 'Presente creditado'. */
export function ledgerEntryKindLabel(value: Code): string {
  return labelOrRaw(LEDGER_ENTRY_KIND_LABELS, value);
}

export function preRegistrationPaymentStatusLabel(value: Code): string {
  return labelOrRaw(PRE_REGISTRATION_PAYMENT_STATUS_LABELS, value);
}

/** 'in-person' → 'Presencial', 'virtual' → 'Virtual'. */
export function eventTypeLabel(value: Code): string {
  return labelOrRaw(EVENT_TYPE_LABELS, value);
}

/** PASSWORD, VIDEO, IMAGE, PAGE, EXTRA → 'Senha', 'Vídeo', 'Imagem', 'Página', 'Extra'. */
export function serviceTypeLabel(value: Code): string {
  return labelOrRaw(SERVICE_TYPE_LABELS, value);
}

/** credit_card, debit_card, pix, bank_transfer, ticket, account_money → Portuguese. */
export function paymentMethodLabel(value: Code): string {
  return labelOrRaw(PAYMENT_METHOD_LABELS, value);
}

/** approved, pending, in_process, rejected, cancelled, refunded, charged_back → Portuguese. */
export function providerPaymentStatusLabel(value: Code): string {
  return labelOrRaw(PROVIDER_PAYMENT_STATUS_LABELS, value);
}

/** A buyer's name as given, or 'Anônimo' when it is empty or blank. */
export function buyerNameLabel(value: Code): string {
  return value?.trim() || ANONYMOUS_BUYER;
}

/** Yes/no columns such as "event created": 'Sim' / 'Não'. */
export function yesNoLabel(value: boolean | null | undefined): string {
  return value ? 'Sim' : 'Não';
}

/** Status selects of gifts, types, categories and services: 'Ativo' / 'Inativo'. */
export function activeLabel(value: boolean | null | undefined): string {
  return value ? 'Ativo' : 'Inativo';
}

/** { value, label } pairs of a label table, in its order, for selects and filters. */
export function labelOptions<T extends Labels>(labels: T): Array<{ value: keyof T & string; label: string }> {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
