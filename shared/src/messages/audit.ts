/** The audit log's texts: each recorded action's name as the back office shows it. */

/** The Portuguese name of each action code the server records (domain/audit). */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'payout.concluded': 'Repasse concluído',
  'payout.concluded-over-balance': 'Repasse concluído sem saldo (com motivo)',
  'payout.failed': 'Repasse marcado como Falhou (valor devolvido ao saldo)',
  'payout.cancelled': 'Repasse cancelado (valor devolvido ao saldo)',
  'purchase.refunded': 'Transação estornada',
  'purchase.status-set': 'Status da transação alterado',
  'purchase.late-approval-refunded': 'Pagamento tardio devolvido (presente já dado)',
  'purchase.payment-amount-mismatch': 'Pagamento com valor diferente do total',
  'settings.updated': 'Configurações alteradas',
  'legal.published': 'Nova versão dos textos legais publicada',
  'user.activated': 'Usuário ativado',
  'user.deactivated': 'Usuário desativado',
  'user.deleted': 'Conta excluída',
  'user.contact-changed': 'Nome, e-mail ou telefone do usuário alterado',
  'user.data-exported': 'Dados da conta baixados pelo anfitrião',
  'event.activated': 'Evento ativado',
  'event.deactivated': 'Evento desativado',
  'admin.password-changed': 'Senha do administrador alterada',
  'admin.password-reset': 'Senha do administrador redefinida por link enviado por e-mail',
  'user.password-changed': 'Senha do usuário alterada nas configurações',
  'user.password-reset': 'Senha do usuário redefinida por link enviado por e-mail',
  'payout-destination.changed': 'Destino de repasse alterado',
  'personal-data.erased': 'Dados pessoais apagados a pedido',
  'personal-data.looked-up': 'Dados pessoais consultados',
  'personal-data.exported': 'Dados pessoais exportados',
  'event.guest-data-removed': 'Dados dos convidados removidos (prazo de retenção)',
  'event.delivery-preference-changed': 'Preferência de entrega dos presentes alterada',
  'delivery.bought': 'Presente para entrega comprado',
  'delivery.sent': 'Presente para entrega enviado',
  'delivery.delivered': 'Presente entregue',
  'delivery.converted': 'Presente para entrega convertido em dinheiro',
  'delivery.refund-decided': 'Decisão sobre presente reembolsado após a compra',
};

/** An action's name; a code without one shows as it is, rather than hide the record. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** What an entity type is called in the log's "o quê" column. */
export const AUDIT_ENTITY_LABELS: Readonly<Record<string, string>> = {
  payout: 'Repasse',
  purchase: 'Transação',
  settings: 'Configurações',
  user: 'Usuário',
  event: 'Evento',
  admin: 'Administrador',
  payout_destination: 'Destino de repasse do usuário',
  person: 'Pessoa',
  'legal-version': 'Versão dos textos legais',
  delivery: 'Entrega',
};

/** Who did it, by kind. */
export const AUDIT_ACTOR_KIND_LABELS: Readonly<Record<string, string>> = {
  admin: 'Administrador',
  host: 'Anfitrião',
  system: 'Plataforma',
};

/**
 * The Portuguese name of the fields the audit log's 'Antes → depois' shows that are not a form's
 * field (those are named by FIELD_LABELS in @celebra/shared/validation).
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  status: 'Status',
  requestedAmount: 'Valor solicitado',
  paidAmount: 'Valor pago',
  refundedAmount: 'Valor reembolsado',
  returnedAmount: 'Valor devolvido ao saldo',
  shortfallReason: 'Motivo',
  paymentId: 'ID do pagamento',
  providerAmountCents: 'Valor informado pelo Mercado Pago',
  totalPriceCents: 'Total da transação',
  itemId: 'Item da transação',
  deletedAt: 'Excluída em',
  events: 'Eventos',
  tables: 'Tabelas',
  media: 'Arquivos',
  guests: 'Convidados',
  messages: 'Mensagens',
  purchases: 'Compras',
  active: 'Ativo',
};
