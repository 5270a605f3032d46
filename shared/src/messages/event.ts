/** Events as hosts, guests and the back office reach them. */

/** The guest site's not-found text, shown for an unknown or inactive event. */
export const PUBLIC_EVENT_NOT_FOUND_MESSAGE = 'Evento não encontrado!';

/** An event id that matches no event, or none the host owns. */
export const EVENT_NOT_FOUND_MESSAGE = 'Evento não encontrado.';

/** The guest event page's answer when the event is there. */
export const EVENT_FOUND_MESSAGE = 'Evento encontrado.';
