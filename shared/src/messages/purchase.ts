/** A guest's purchase of gifts, and its transactions as the back office sees them. */

/** The event's switch for the gift list is off. */
export const GIFT_LIST_CLOSED_MESSAGE = 'A lista de presentes deste evento não está disponível.';

/** A cart naming a gift that is not on the event's list (any more). */
export const GIFT_NOT_ON_LIST_MESSAGE = 'Um dos presentes escolhidos não está na lista deste evento.';

export const PURCHASE_TOO_LARGE_MESSAGE = 'O valor total da compra ultrapassa o limite permitido.';

export const TRANSACTION_NOT_FOUND_MESSAGE = 'Transação não encontrada.';

/** A transaction with no payment id to read back from the provider. */
export const PAYMENT_INFO_MISSING_MESSAGE = 'Informações de pagamento ausentes!';
