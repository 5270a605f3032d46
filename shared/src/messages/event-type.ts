/** Event types and their categories, as the back office edits them and the wizards pick them. */

export const EVENT_TYPE_NOT_FOUND_MESSAGE = 'Tipo de evento não encontrado.';

/** An event category id that matches none, in the back office's category editor. */
export const EVENT_CATEGORY_NOT_FOUND_MESSAGE = 'Categoria não encontrada.';

/** A category id that matches none where a gift or a new event names one. */
export const CATEGORY_NOT_FOUND_MESSAGE = 'Categoria de evento não encontrada.';

export const CATEGORY_TYPE_MISMATCH_MESSAGE = 'A categoria escolhida não pertence ao tipo de evento.';
