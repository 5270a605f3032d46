/** Public calls: the guest site, the address look-ups, the health check and the payment webhook. */
import type { ApiRoute } from './api-route';
import { ZEventIdParams } from './common';
import * as geo from './geo';
import * as guests from './guests';
import * as system from './system';

export const publicRoutes = {
  guestsGetEvent: {
    method: 'GET',
    path: '/guests/event/:slug',
    auth: 'none',
    params: guests.ZGuestsGetEventParamsSchema,
    query: guests.ZGuestsGetEventQuerySchema,
    response: guests.ZGuestsGetEventResponseSchema,
  },
  guestsPurchase: {
    method: 'POST',
    path: '/guests/purchase',
    auth: 'none',
    body: guests.ZGuestsPurchaseBodySchema,
    response: guests.ZGuestsPurchaseResponseSchema,
  },
  guestsSendMessage: {
    method: 'POST',
    path: '/guests/message/:eventId',
    auth: 'none',
    params: ZEventIdParams,
    body: guests.ZGuestsSendMessageBodySchema,
    response: guests.ZGuestsSendMessageResponseSchema,
  },
  guestsConfirmPresence: {
    method: 'POST',
    path: '/guests/confirmation/:eventId',
    auth: 'none',
    params: ZEventIdParams,
    body: guests.ZGuestsConfirmPresenceBodySchema,
    response: guests.ZGuestsConfirmPresenceResponseSchema,
  },

  /** Address look-ups (host event details, guest site map), proxied to ViaCEP and Nominatim. */
  geoCep: {
    method: 'GET',
    path: '/geo/cep/:cep',
    auth: 'none',
    params: geo.ZGeoCepParamsSchema,
    response: geo.ZGeoCepResponseSchema,
  },
  geoSearch: {
    method: 'GET',
    path: '/geo/search',
    auth: 'none',
    query: geo.ZGeoSearchQuerySchema,
    response: geo.ZGeoSearchResponseSchema,
  },

  health: { method: 'GET', path: '/health', auth: 'none', response: system.ZHealthResponseSchema },
  /** Authenticated by the provider's x-signature HMAC, not by a session. */
  paymentsWebhook: {
    method: 'POST',
    path: '/payments/webhook',
    auth: 'none',
    query: system.ZPaymentsWebhookQuerySchema,
    body: system.ZPaymentsWebhookBodySchema,
    response: system.ZPaymentsWebhookResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
