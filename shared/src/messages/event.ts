/** Events as hosts, guests and the back office reach them. */

/** The guest site's not-found text, shown for an unknown or inactive event. */
export const PUBLIC_EVENT_NOT_FOUND_MESSAGE = 'Evento não encontrado!';

/** An event id that matches no event, or none the host owns. */
export const EVENT_NOT_FOUND_MESSAGE = 'Evento não encontrado.';

/** The guest event page's answer when the event is there. */
export const EVENT_FOUND_MESSAGE = 'Evento encontrado.';

/** The back office saved an event. */
export const EVENT_UPDATED_MESSAGE = 'Evento atualizado com sucesso!';

/** The host saved the event's site (names, texts, colours). */
export const EVENT_SITE_UPDATED_MESSAGE = 'Informações atualizadas.';

/** The host saved the event's details (date, place). */
export const EVENT_DETAILS_UPDATED_MESSAGE = 'Informações atualizadas!';

/** The host saved the event's settings (switches, site password). */
export const EVENT_SETTINGS_SAVED_MESSAGE = 'Configurações do evento salvas com sucesso.';
