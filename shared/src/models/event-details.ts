import { z } from 'zod';
import { ZIsoDate, ZModelId, ZTimeOfDay } from './primitives';

/** How guests attend: the details' `eventType` (not the event *type* such as 'Casamento'). */
export const EVENT_DETAILS_TYPES = ['in-person', 'virtual'] as const;
export const ZEventDetailsType = z.enum(EVENT_DETAILS_TYPES);
export type TEventDetailsType = z.infer<typeof ZEventDetailsType>;

/** Date, times and place of an event; everything but the kind may still be unset ('A definir'). */
export const ZEventDetails = z.object({
  id: ZModelId,
  eventId: ZModelId,
  eventDate: ZIsoDate.nullable(),
  startTime: ZTimeOfDay.nullable(),
  endTime: ZTimeOfDay.nullable(),
  eventType: ZEventDetailsType,
  eventLocation: z.string().nullable(),
  postalCode: z.string().nullable(),
  fullAddress: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  transmission: z.string().nullable(),
  transmissionLink: z.string().nullable(),
  transmissionPassword: z.string().nullable(),
});
export type TEventDetails = z.infer<typeof ZEventDetails>;

/** The details as the public site shows them. */
export const ZPublicEventDetails = ZEventDetails.omit({ id: true, eventId: true });
export type TPublicEventDetails = z.infer<typeof ZPublicEventDetails>;
