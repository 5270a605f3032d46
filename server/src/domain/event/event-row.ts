import type { TEvent, TEventDetails, TEventSummary } from '@celebra/shared/models';
import type { Event, EventDetails } from '../../db/schema/index';

type Owner = { firstName: string; lastName: string; phoneNumber: string };

type SummaryColumns = Pick<
  Event,
  | 'id'
  | 'title'
  | 'subtitle'
  | 'slug'
  | 'active'
  | 'color'
  | 'titleDescription'
  | 'description'
  | 'eventCategoryId'
  | 'giftDeliveryPreference'
  | 'createdAt'
  | 'updatedAt'
>;

/** An event row and its owner as the admin list shows them. */
export function toEventSummary(event: SummaryColumns, owner: Owner): TEventSummary {
  return {
    id: event.id,
    title: event.title,
    subtitle: event.subtitle,
    slug: event.slug,
    active: event.active,
    color: event.color,
    titleDescription: event.titleDescription,
    description: event.description,
    eventCategoryId: event.eventCategoryId,
    giftDeliveryPreference: event.giftDeliveryPreference,
    user: { firstName: owner.firstName, lastName: owner.lastName },
    phoneNumber: owner.phoneNumber,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

function toEventDetails(details: EventDetails): TEventDetails {
  return {
    id: details.id,
    eventId: details.eventId,
    eventDate: details.eventDate,
    startTime: details.startTime,
    endTime: details.endTime,
    eventType: details.eventType,
    eventLocation: details.eventLocation,
    postalCode: details.postalCode,
    fullAddress: details.fullAddress,
    latitude: details.latitude,
    longitude: details.longitude,
    transmission: details.transmission,
    transmissionLink: details.transmissionLink,
    transmissionPassword: details.transmissionPassword,
  };
}

/** The admin event page's event: the summary plus its details (null if never written). */
export function toEvent(event: Event, owner: Owner, details: EventDetails | null | undefined): TEvent {
  return { ...toEventSummary(event, owner), details: details ? toEventDetails(details) : null };
}
