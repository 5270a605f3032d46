/** The money ledger: the administrator's statement (extrato) export. */

export const LEDGER_PERIOD_ORDER_MESSAGE = 'A Data final deve ser igual ou posterior à Data inicial.';
export const LEDGER_PERIOD_TOO_LONG_MESSAGE = 'O período do extrato deve ter no máximo 366 dias.';
