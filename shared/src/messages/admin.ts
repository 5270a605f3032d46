/** The back office's rules: settings, its own password, payouts, events from requests, statuses set by hand. */

import { formatBRL } from '../format/money';

/** Settings: an emptied fee is refused, never read as zero. */
export const LIST_CREATION_FEE_REQUIRED_MESSAGE = 'O campo Taxa de criação da lista é obrigatório.';

/** The administrator's new password: long, or a passphrase. */
export const ADMIN_PASSWORD_RULE_MESSAGE =
  'A nova senha deve ter pelo menos 12 caracteres, ou ser uma frase de pelo menos 4 palavras separadas por espaços.';

/** 'Concluir Repasse': never more than the host asked for (`requested` in reais). */
export function paidAboveRequestedMessage(requested: number): string {
  return `O campo Valor pago não pode ser maior que o valor solicitado (${formatBRL(requested)}).`;
}

/** 'Concluir Repasse' with less than requested: the reason is kept with the payout. */
export const PAYOUT_SHORTFALL_REASON_REQUIRED_MESSAGE =
  'O campo Motivo é obrigatório quando o valor pago é menor que o solicitado.';

/** 'Criar evento' from a request whose account already has one. */
export const PRE_USER_EVENT_EXISTS_MESSAGE =
  'O evento desta solicitação já foi criado: a conta já tem um evento.';

/**
 * A transaction's details: who set its status by hand and when (`at` 'DD/MM/AAAA HH:mm'); `by`
 * null when that administrator's account was removed since.
 */
export function manualStatusMessage(by: string | null, at: string): string {
  return `Status alterado manualmente por ${by ?? 'um administrador removido'} em ${at}`;
}

/** 'Alterar status': the confirmation before a status is set by hand (labels already in Portuguese). */
export function confirmStatusChangeMessage(id: number, from: string, to: string): string {
  return `O status da transação #${id} passará de "${from}" para "${to}". O saldo do anfitrião acompanha a mudança. Confirmar?`;
}

/**
 * What a status set by hand does to the host's balance, in the confirmation: the host's share the
 * purchase adds (an approval) or takes away (an approval undone), or nothing.
 */
export function statusChangeBalanceEffectMessage(deltaReais: number): string {
  if (deltaReais === 0) return 'O saldo do anfitrião não muda.';
  const amount = formatBRL(Math.abs(deltaReais));
  return deltaReais > 0
    ? `O saldo do anfitrião aumenta ${amount} (crédito do presente).`
    : `O saldo do anfitrião diminui ${amount}; nada é devolvido ao convidado pelo Mercado Pago (para isso, use "Reembolsar").`;
}

/**
 * 'Reembolsar' / 'Reembolsar item': what the refund leaves of the host's balance (in reais, before
 * and after), and how far below zero when it goes negative (money already paid out is taken back).
 */
export function refundBalanceEffectMessage(beforeReais: number, afterReais: number): string {
  const effect = `O saldo do anfitrião passará de ${formatBRL(beforeReais)} para ${formatBRL(afterReais)}.`;
  return afterReais < 0
    ? `${effect} O saldo do anfitrião ficará negativo em ${formatBRL(Math.abs(afterReais))}.`
    : effect;
}

/** The refund's optional reason, kept in its audit row. */
export const REFUND_REASON_LABEL = 'Motivo (opcional)';

/** 'Alterar status': the reason's field, kept in the audit log. */
export const STATUS_REASON_LABEL = 'Motivo da alteração';

export const CONFIRM_LABEL = 'Confirmar';
export const BACK_LABEL = 'Voltar';

/** PUT /admin/settings: the platform's fees and payment settings saved. */
export const SETTINGS_SAVED_MESSAGE = 'Configurações salvas com sucesso.';

/** The administrator's own password changed. */
export const ADMIN_PASSWORD_CHANGED_MESSAGE = 'Senha alterada com sucesso.';

/** A list's date filter typed as a day that does not exist (31/02) or not complete (`label` as shown). */
export function filterDateMessage(label: string): string {
  return `O campo ${label} deve ser uma data válida (dd/mm/aaaa).`;
}
