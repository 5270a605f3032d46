/** The host's event: dashboard, avatar/banner, texts and colour, details. */
import { z } from 'zod';
import { ZHostDashboardTotals } from '../models/dashboard';
import { ZHostEvent } from '../models/event';
import { ZEventDetails } from '../models/event-details';
import { ZMediaUrl } from '../models/primitives';
import { coercedId } from '../validation/fields';
import { ZCustomFormSchema, ZEventDetailsFormSchema } from '../validation/forms/event';
import { ZEnvelope, ZOkResponse } from './common';

export const EVENT_IMAGE_KINDS = ['avatar', 'banner'] as const;

/** POST /users/event/{eventId}/upload/{avatar or banner}, multipart `file`. */
export const ZUsersUploadEventImageParamsSchema = z.object({
  eventId: coercedId('eventId'),
  kind: z.enum(EVENT_IMAGE_KINDS, 'O tipo de imagem deve ser avatar ou banner.'),
});
export const ZUsersUploadEventImageResponseSchema = ZEnvelope.extend({
  avatarUrl: ZMediaUrl.nullable(),
  bannerUrl: ZMediaUrl.nullable(),
});
export type TUsersUploadEventImageResponse = z.infer<typeof ZUsersUploadEventImageResponseSchema>;

/** GET /users/event/{eventId}/dashboard/retrieve. */
export const ZUsersDashboardResponseSchema = ZEnvelope.extend({ totals: ZHostDashboardTotals });
export type TUsersDashboardResponse = z.infer<typeof ZUsersDashboardResponseSchema>;

/** GET /users/event/{eventId}. */
export const ZUsersGetEventResponseSchema = ZEnvelope.extend({ event: ZHostEvent });
export type TUsersGetEventResponse = z.infer<typeof ZUsersGetEventResponseSchema>;

/** PUT /users/event/{eventId}: 'Cores e Textos'. */
export const ZUsersUpdateEventBodySchema = ZCustomFormSchema;
export type TUsersUpdateEventBody = z.input<typeof ZUsersUpdateEventBodySchema>;
export const ZUsersUpdateEventResponseSchema = ZOkResponse.extend({ event: ZHostEvent });
export type TUsersUpdateEventResponse = z.infer<typeof ZUsersUpdateEventResponseSchema>;

/** GET /users/event-details/{eventId}: null until the host first fills them in. */
export const ZUsersGetEventDetailsResponseSchema = ZEnvelope.extend({
  eventDetails: ZEventDetails.nullable(),
});
export type TUsersGetEventDetailsResponse = z.infer<typeof ZUsersGetEventDetailsResponseSchema>;

/** PUT /users/event-details/{eventId}: dates as 'YYYY-MM-DD', times as 'HH:mm'. */
export const ZUsersUpdateEventDetailsBodySchema = ZEventDetailsFormSchema;
export type TUsersUpdateEventDetailsBody = z.input<typeof ZUsersUpdateEventDetailsBodySchema>;
export const ZUsersUpdateEventDetailsResponseSchema = ZOkResponse.extend({ eventDetails: ZEventDetails });
export type TUsersUpdateEventDetailsResponse = z.infer<typeof ZUsersUpdateEventDetailsResponseSchema>;
