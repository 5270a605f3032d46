/** Payouts: a host asking for the balance, the back office concluding it. */

export const PAYOUT_NOT_FOUND_MESSAGE = 'Repasse não encontrado.';
export const PAYOUT_NOT_PENDING_MESSAGE = 'Apenas repasses pendentes podem ser concluídos.';
export const PAYOUT_PENDING_MESSAGE = 'Já existe uma solicitação de repasse pendente para este evento.';
export const NOTHING_AVAILABLE_MESSAGE = 'Não há saldo disponível para repasse.';
