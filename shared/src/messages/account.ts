/** The host's own data: downloading all of it, and deleting the account. */

import { formatBRL } from '../format/money';

export const ACCOUNT_WRONG_PASSWORD_MESSAGE = 'Senha da conta incorreta.';
export const ACCOUNT_TOO_MANY_GUESSES_MESSAGE =
  'Muitas tentativas com a senha errada. Aguarde 15 minutos e tente novamente.';
export const ACCOUNT_DELETE_CONFIRMATION_MESSAGE =
  'Digite EXCLUIR no campo Confirmação para excluir a conta.';
export const ACCOUNT_DELETED_MESSAGE =
  'Sua conta foi excluída. Guardamos apenas os registros financeiros que a lei exige.';
export const ACCOUNT_PAYOUT_OPEN_MESSAGE =
  'Você tem um saque solicitado que ainda não foi concluído. Aguarde a conclusão do repasse antes de excluir a conta.';
export const ACCOUNT_PURCHASE_OPEN_MESSAGE =
  'Há presentes com pagamento em andamento no seu evento. Aguarde a confirmação ou o cancelamento desses pagamentos antes de excluir a conta.';

/**
 * Money still the host's, available or on hold: says how much and what to do. `amount` in reais.
 * 'Você ainda tem R$ 150,00 disponíveis ou a receber. Solicite o saque e aguarde a conclusão antes
 * de excluir a conta.'
 */
export function accountMoneyLeftMessage(amount: number): string {
  return `Você ainda tem ${formatBRL(amount)} disponíveis ou a receber. Solicite o saque e aguarde a conclusão antes de excluir a conta.`;
}

/**
 * Money of approved gifts still in the holding period: it cannot be asked for yet, so the host
 * waits for it to be released first. `amount` in reais.
 */
export function accountMoneyHeldMessage(amount: number): string {
  return `Você ainda tem ${formatBRL(amount)} a receber de presentes em período de liberação. Aguarde a liberação, solicite o saque e aguarde a conclusão antes de excluir a conta.`;
}
