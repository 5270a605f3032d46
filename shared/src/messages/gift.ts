/** Catalogue gifts and an event's gift list. */

/** A catalogue gift id that matches none. */
export const GIFT_NOT_FOUND_MESSAGE = 'Presente não encontrado.';

/** A gift the host names that is not on the event's list. */
export const EVENT_GIFT_NOT_FOUND_MESSAGE = 'Presente não encontrado na lista do evento.';

export const ALREADY_LINKED_MESSAGE = 'Este presente já está na lista deste evento.';

/** The registration wizard's catalogue for a category with no gift. */
export const NO_GIFTS_MESSAGE = 'Nenhum presente disponível para esta categoria.';
