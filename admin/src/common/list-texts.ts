/**
 * Texts of the list screens that the translation catalogue does not have yet; RowMenu and the
 * fields show a label that is not a catalogue key as it is.
 */

/** The event requests' row action on a request whose event was already created. */
export const VIEW_EVENT_TEXT = 'Ver evento';

/** The gifts page's search box, over the gifts' names. */
export const GIFT_SEARCH_TEXT = 'Buscar presente';
