/**
 * The payment provider's (Mercado Pago's) codes for a payment's status detail, its method (the
 * card's brand, Pix…) and its type, in Portuguese: one table, since the codes never clash and an
 * operator reads them side by side in a transaction's payment details. A code missing here (the
 * provider adds some at will) is shown as it comes, so nothing is hidden.
 */
export const PROVIDER_DETAIL_LABELS = {
  // status_detail
  accredited: 'Aprovado pelo emissor',
  partially_refunded: 'Reembolsado em parte',
  pending_contingency: 'Pendente: em processamento',
  pending_review_manual: 'Pendente: em análise manual',
  pending_waiting_payment: 'Pendente: aguardando o pagamento',
  pending_waiting_transfer: 'Pendente: aguardando a transferência',
  pending_challenge: 'Pendente: aguardando a confirmação do comprador',
  offline_process: 'Pendente: em processamento',
  cc_rejected_bad_filled_card_number: 'Recusado: número do cartão incorreto',
  cc_rejected_bad_filled_date: 'Recusado: data de validade incorreta',
  cc_rejected_bad_filled_other: 'Recusado: dados do cartão incorretos',
  cc_rejected_bad_filled_security_code: 'Recusado: código de segurança incorreto',
  cc_rejected_blacklist: 'Recusado: cartão bloqueado',
  cc_rejected_call_for_authorize: 'Recusado: o comprador deve autorizar com o emissor',
  cc_rejected_card_disabled: 'Recusado: cartão desativado',
  cc_rejected_card_error: 'Recusado: erro no cartão',
  cc_rejected_duplicated_payment: 'Recusado: pagamento duplicado',
  cc_rejected_high_risk: 'Recusado: risco de fraude',
  cc_rejected_insufficient_amount: 'Recusado: saldo insuficiente',
  cc_rejected_invalid_installments: 'Recusado: parcelamento inválido',
  cc_rejected_max_attempts: 'Recusado: tentativas esgotadas',
  cc_rejected_other_reason: 'Recusado pelo emissor',
  cc_amount_rate_limit_exceeded: 'Recusado: limite do cartão excedido',
  rejected_by_regulations: 'Recusado por regulamentação',
  rejected_high_risk: 'Recusado: risco de fraude',
  rejected_insufficient_data: 'Recusado: dados insuficientes',
  bank_error: 'Recusado: erro no banco',
  expired: 'Expirado',
  by_collector: 'Cancelado pelo vendedor',
  by_payer: 'Cancelado pelo comprador',
  by_admin: 'Cancelado pelo Mercado Pago',
  refunded: 'Reembolsado',
  settled: 'Contestação decidida',
  reimbursed: 'Contestação reembolsada',
  in_process: 'Em análise',
  // payment_method_id
  master: 'Mastercard',
  visa: 'Visa',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  cabal: 'Cabal',
  debmaster: 'Mastercard Débito',
  debvisa: 'Visa Débito',
  debelo: 'Elo Débito',
  pix: 'Pix',
  bolbradesco: 'Boleto',
  pec: 'Pagamento na lotérica',
  // payment_type_id
  credit_card: 'Cartão de crédito',
  debit_card: 'Cartão de débito',
  prepaid_card: 'Cartão pré-pago',
  bank_transfer: 'Pix',
  ticket: 'Boleto',
  account_money: 'Saldo Mercado Pago',
} as const satisfies Record<string, string>;

/** 'accredited' → 'Aprovado pelo emissor', 'master' → 'Mastercard'; unknown as it comes; none → '—'. */
export function providerDetailLabel(code: string | null | undefined): string {
  const key = (code ?? '').trim();
  if (!key) return '—';
  return (PROVIDER_DETAIL_LABELS as Record<string, string>)[key.toLowerCase()] ?? key;
}
