/** The form's values: the stored details, or an empty in-person event the first time. */
export { eventDetailsFormValues as toFormValues } from '@celebra/shared/validation';

/** The fields a host may not leave empty, per kind of event (the live '* Campo obrigatório'). */
export const ALWAYS_REQUIRED = ['eventDate', 'startTime', 'endTime', 'eventType'];
export const IN_PERSON_REQUIRED = ['eventLocation', 'postalCode', 'fullAddress'];
export const VIRTUAL_REQUIRED = ['transmission', 'transmissionLink', 'transmissionPassword'];
