/** Payouts: a host asking for the balance, the back office concluding it. */

import { formatBRL } from '../format/money';

export const PAYOUT_NOT_FOUND_MESSAGE = 'Repasse não encontrado.';
export const PAYOUT_NOT_PENDING_MESSAGE = 'Apenas repasses pendentes podem ser concluídos.';
export const PAYOUT_PENDING_MESSAGE = 'Já existe uma solicitação de repasse pendente para este evento.';
export const NOTHING_AVAILABLE_MESSAGE = 'Não há saldo disponível para repasse.';

/**
 * Nothing available yet, but gifts on hold: says how much becomes available next and on which day
 * (`date` is 'YYYY-MM-DD', the day in Brasília): 'Não há saldo disponível para repasse ainda:
 * R$ 300,00 a liberar em 03/12.'
 */
export function nothingAvailableYetMessage(amount: number, date: string): string {
  const [, month, day] = date.split('-');
  return `Não há saldo disponível para repasse ainda: ${formatBRL(amount)} a liberar em ${day}/${month}.`;
}

/** The host's payout destination (Dados para repasse): the Pix key the money goes to. */
export const CPF_INVALID_MESSAGE = 'CPF inválido: confira os números.';
export const CNPJ_INVALID_MESSAGE = 'CNPJ inválido: confira os números.';
export const DOCUMENT_TYPE_INVALID_MESSAGE = 'Tipo de documento inválido: escolha CPF ou CNPJ.';
export const PIX_KEY_TYPE_INVALID_MESSAGE =
  'Tipo de chave Pix inválido: escolha CPF, CNPJ, E-mail, Celular ou Aleatória.';
export const PIX_KEY_INVALID_MESSAGE = 'Chave Pix inválida para o tipo escolhido.';
export const PAYOUT_DESTINATION_REQUIRED_MESSAGE = 'Cadastre os dados para repasse antes de solicitar.';
export const PAYOUT_DESTINATION_SAVED_MESSAGE = 'Dados para repasse salvos com sucesso.';
export const PAYOUT_DESTINATION_WRONG_PASSWORD_MESSAGE =
  'Senha da conta incorreta: os dados para repasse não foram alterados.';
export const PAYOUT_DESTINATION_TOO_MANY_GUESSES_MESSAGE =
  'Muitas tentativas com a senha errada. Aguarde alguns minutos e tente novamente.';

/**
 * The balance below zero (a refund of money already paid out), as the host's and the back office's
 * balance show it. `amount` is the negative balance in reais; the text names its size.
 */
export function negativeBalanceMessage(amount: number): string {
  return `Saldo negativo: ${formatBRL(Math.abs(amount))} — será descontado dos próximos presentes.`;
}

/** The back office concluded a payout. */
export const PAYOUT_DONE_MESSAGE = 'Repasse concluído com sucesso.';

/** The host asked for the balance (`amount` in reais). */
export function payoutRequestedMessage(amount: number): string {
  return `Solicitação de repasse de ${formatBRL(amount)} enviada com sucesso.`;
}

/** A payout already paid, failed or cancelled cannot be failed or cancelled (again). */
export const PAYOUT_NOT_PENDING_TO_CLOSE_MESSAGE =
  'Apenas repasses pendentes podem ser marcados como Falhou ou Cancelado.';

/** A payout with no Pix key to pay to (requested before destinations existed). */
export const PAYOUT_NO_DESTINATION_MESSAGE =
  'Este repasse não tem dados para repasse (chave Pix) e não pode ser concluído. Marque-o como Cancelado: o valor volta ao saldo do anfitrião, que cadastra os dados e solicita de novo.';

/** The back office failed or cancelled a payout; the money is the host's again. */
export const PAYOUT_FAILED_MESSAGE = 'Repasse marcado como Falhou: o valor voltou ao saldo do anfitrião.';
export const PAYOUT_CANCELLED_MESSAGE = 'Repasse cancelado: o valor voltou ao saldo do anfitrião.';

/**
 * The host's money no longer covers what would be paid (refunds or charge-backs after the request).
 * Amounts in reais: `paid` what would be paid, `coverable` what covers it (`balance` − `held` +
 * `reserved`, each named, so the operator sees where the money went).
 */
export function payoutNotCoveredMessage(figures: {
  paid: number;
  coverable: number;
  balance: number;
  held: number;
  reserved: number;
}): string {
  const { paid, coverable, balance, held, reserved } = figures;
  const signed = (amount: number) => (amount < 0 ? `−${formatBRL(-amount)}` : formatBRL(amount));
  return (
    `O saldo do anfitrião não cobre este repasse: a pagar ${formatBRL(paid)}, disponível ${signed(coverable)} ` +
    `(saldo atual ${signed(balance)} + ${formatBRL(reserved)} reservados por este repasse − ${formatBRL(held)} a liberar). ` +
    'Para pagar assim mesmo, preencha o campo Motivo para pagar sem saldo.'
  );
}
