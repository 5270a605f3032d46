/** Catalogue gifts and an event's gift list. */

/** A catalogue gift id that matches none. */
export const GIFT_NOT_FOUND_MESSAGE = 'Presente não encontrado.';

/** A gift the host names that is not on the event's list. */
export const EVENT_GIFT_NOT_FOUND_MESSAGE = 'Presente não encontrado na lista do evento.';

export const ALREADY_LINKED_MESSAGE = 'Este presente já está na lista deste evento.';

/** The registration wizard's catalogue for a category with no gift. */
export const NO_GIFTS_MESSAGE = 'Nenhum presente disponível para esta categoria.';

export const GIFT_CREATED_MESSAGE = 'Presente cadastrado com sucesso.';
export const GIFT_UPDATED_MESSAGE = 'Presente atualizado com sucesso.';

/** A gift out of the catalogue (back office) or off the event's list (host). */
export const GIFT_REMOVED_MESSAGE = 'Presente removido com sucesso.';
export const GIFT_ADDED_TO_EVENT_MESSAGE = 'Presente adicionado ao evento com sucesso.';

/** A host's own gift suggestion (sugestão), added or removed by the back office. */
export const GIFT_SUGGESTION_CREATED_MESSAGE = 'Sugestão criada.';
export const GIFT_SUGGESTION_REMOVED_MESSAGE = 'Sugestão removida com sucesso.';
export const GIFT_SUGGESTION_NOT_FOUND_MESSAGE = 'Sugestão não encontrada.';
