import type { TEventDetails } from '../../models/event-details';
import type { TEventDetailsForm } from './event';

/**
 * The details form's values for the stored details (host 'Informações do Evento' and the admin
 * event page): nulls become empty fields, and no details yet an empty in-person event.
 */
export function eventDetailsFormValues(details: TEventDetails | null | undefined): TEventDetailsForm {
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
