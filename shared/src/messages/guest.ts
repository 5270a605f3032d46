/** What guests leave on an event: presence confirmations and messages. */

export const GUEST_NOT_FOUND_MESSAGE = 'Convidado não encontrado.';

/** The event's switch for presence confirmations is off. */
export const CONFIRMATION_CLOSED_MESSAGE = 'Este evento não está recebendo confirmações de presença.';

/** A guest's message (recado) id that matches none of the event's. */
export const MESSAGE_NOT_FOUND_MESSAGE = 'Recado não encontrado.';
