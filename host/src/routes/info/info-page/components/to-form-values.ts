import type { TEventDetails } from '@celebra/shared/models';
import type { TEventDetailsForm } from '@celebra/shared/validation';

/** The form's values: the stored details, or an empty in-person event the first time. */
export function toFormValues(details: TEventDetails | null): TEventDetailsForm {
  return {
    eventDate: details?.eventDate ?? '',
    startTime: details?.startTime ?? '',
    endTime: details?.endTime ?? '',
    eventType: details?.eventType ?? 'in-person',
    eventLocation: details?.eventLocation ?? '',
    postalCode: details?.postalCode ?? '',
    fullAddress: details?.fullAddress ?? '',
    transmission: details?.transmission ?? '',
    transmissionLink: details?.transmissionLink ?? '',
    transmissionPassword: details?.transmissionPassword ?? '',
    latitude: details?.latitude ?? null,
    longitude: details?.longitude ?? null,
  };
}

/** The fields a host may not leave empty, per kind of event (the live '* Campo obrigatório'). */
export const ALWAYS_REQUIRED = ['eventDate', 'startTime', 'endTime', 'eventType'];
export const IN_PERSON_REQUIRED = ['eventLocation', 'postalCode', 'fullAddress'];
export const VIRTUAL_REQUIRED = ['transmission', 'transmissionLink', 'transmissionPassword'];
