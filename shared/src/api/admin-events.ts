/** Admin event pages: list, view/edit, messages, guest list, received gifts, balance, services. */
import { z } from 'zod';
import { ZEvent, ZEventSummary } from '../models/event';
import { ZEventMessage } from '../models/event-message';
import { ZGuest } from '../models/guest';
import { ZHostBalance } from '../models/host-balance';
import { ZReceivedGift } from '../models/received-gift';
import { ZContractedService, ZPendingService, ZService } from '../models/service';
import { booleanFromString, coercedId, optionalIsoDate } from '../validation/fields';
import { ZAdminEventFormSchema } from '../validation/forms/event';
import { ZAdminGuestFormSchema } from '../validation/forms/guest';
import { invalidFieldMessage } from '../validation/messages';
import {
  filterText,
  sortQuery,
  ZEnvelope,
  ZId,
  ZListTotal,
  ZOkResponse,
  ZPaginationQuery,
  ZTotalPages,
} from './common';

/** Which date the start/end filter applies to: the registration or the party. */
export const EVENT_DATE_FILTER_TYPES = ['createdAt', 'eventDate'] as const;

/** GET /admin/events: 20 a page, filters on id, title, slug, status and a date range. */
export const ADMIN_EVENTS_SORT = ['createdAt', 'title'] as const;
export const ZAdminListEventsQuerySchema = ZPaginationQuery.extend({
  ...sortQuery(ADMIN_EVENTS_SORT),
  id: coercedId('id').optional(),
  title: filterText('title'),
  slug: filterText('slug'),
  active: booleanFromString('active').optional(),
  dateFilterType: z.enum(EVENT_DATE_FILTER_TYPES, invalidFieldMessage('dateFilterType')).optional(),
  startDate: optionalIsoDate('startDate'),
  endDate: optionalIsoDate('endDate'),
});
export type TAdminListEventsQuery = z.input<typeof ZAdminListEventsQuerySchema>;

/** `page` echoes the page served (the back office's list reads it back as its current page). */
export const ZAdminListEventsResponseSchema = ZEnvelope.extend({
  events: z.array(ZEventSummary),
  total: ZListTotal,
  totalPages: ZTotalPages,
  page: z.number().int().positive(),
});
export type TAdminListEventsResponse = z.infer<typeof ZAdminListEventsResponseSchema>;

/** GET /admin/events/{id}. */
export const ZAdminGetEventResponseSchema = ZEnvelope.extend({ event: ZEvent });
export type TAdminGetEventResponse = z.infer<typeof ZAdminGetEventResponseSchema>;

/** PUT /admin/events/{id}: event fields plus details. */
export const ZAdminUpdateEventBodySchema = ZAdminEventFormSchema;
export type TAdminUpdateEventBody = z.input<typeof ZAdminUpdateEventBodySchema>;
export const ZAdminUpdateEventResponseSchema = ZOkResponse.extend({ event: ZEvent });
export type TAdminUpdateEventResponse = z.infer<typeof ZAdminUpdateEventResponseSchema>;

/** GET /admin/events/{id}/messages. */
export const ZAdminListEventMessagesResponseSchema = ZEnvelope.extend({ messages: z.array(ZEventMessage) });
export type TAdminListEventMessagesResponse = z.infer<typeof ZAdminListEventMessagesResponseSchema>;

/** DELETE /admin/events/{id}/messages/{messageId}. */
export const ZAdminDeleteEventMessageParamsSchema = z.object({ id: ZId, messageId: coercedId('messageId') });
export const ZAdminDeleteEventMessageResponseSchema = ZOkResponse;

/**
 * A guest as the back office sees them: without the answers to the host's questions (dietary needs
 * and the like), which are the host's alone.
 */
export const ZAdminGuest = ZGuest.omit({ answers: true });
export type TAdminGuest = z.infer<typeof ZAdminGuest>;

/** GET /admin/events/{id}/guests. */
export const ZAdminListEventGuestsResponseSchema = ZEnvelope.extend({ guests: z.array(ZAdminGuest) });
export type TAdminListEventGuestsResponse = z.infer<typeof ZAdminListEventGuestsResponseSchema>;

/** POST /admin/events/{id}/guests. */
export const ZAdminCreateEventGuestBodySchema = ZAdminGuestFormSchema;
export type TAdminCreateEventGuestBody = z.input<typeof ZAdminCreateEventGuestBodySchema>;
export const ZAdminCreateEventGuestResponseSchema = ZOkResponse.extend({ guest: ZAdminGuest });
export type TAdminCreateEventGuestResponse = z.infer<typeof ZAdminCreateEventGuestResponseSchema>;

/** PUT and DELETE /admin/events/{id}/guests/{guestId}. */
export const ZAdminEventGuestParamsSchema = z.object({ id: ZId, guestId: coercedId('guestId') });
export const ZAdminUpdateEventGuestBodySchema = ZAdminGuestFormSchema;
export type TAdminUpdateEventGuestBody = z.input<typeof ZAdminUpdateEventGuestBodySchema>;
export const ZAdminUpdateEventGuestResponseSchema = ZOkResponse.extend({ guest: ZAdminGuest });
export type TAdminUpdateEventGuestResponse = z.infer<typeof ZAdminUpdateEventGuestResponseSchema>;
export const ZAdminDeleteEventGuestResponseSchema = ZOkResponse;

/** GET /admin/events/{id}/received-gifts. */
export const ZAdminListEventReceivedGiftsResponseSchema = ZEnvelope.extend({
  receivedGifts: z.array(ZReceivedGift),
});
export type TAdminListEventReceivedGiftsResponse = z.infer<typeof ZAdminListEventReceivedGiftsResponseSchema>;

/** GET /admin/events/{id}/transactions: the event's balance, as its host sees it (with the money on hold). */
export const ZAdminGetEventTransactionTotalsResponseSchema = ZEnvelope.extend(ZHostBalance.shape);
export type TAdminGetEventTransactionTotalsResponse = z.infer<
  typeof ZAdminGetEventTransactionTotalsResponseSchema
>;

/** GET /admin/events/{id}/services/contracted. */
export const ZAdminListEventContractedServicesResponseSchema = ZEnvelope.extend({
  contractedServices: z.array(ZContractedService),
});
export type TAdminListEventContractedServicesResponse = z.infer<
  typeof ZAdminListEventContractedServicesResponseSchema
>;

/** GET /admin/events/{id}/services/pending-payments. */
export const ZAdminListEventPendingServicesResponseSchema = ZEnvelope.extend({
  pendingServices: z.array(ZPendingService),
});
export type TAdminListEventPendingServicesResponse = z.infer<
  typeof ZAdminListEventPendingServicesResponseSchema
>;

/** GET /admin/events/{id}/services/default. */
export const ZAdminListEventDefaultServicesResponseSchema = ZEnvelope.extend({
  servicesDefault: z.array(ZService),
});
export type TAdminListEventDefaultServicesResponse = z.infer<
  typeof ZAdminListEventDefaultServicesResponseSchema
>;
