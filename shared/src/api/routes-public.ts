/** Public calls: the guest site, the address look-ups, the health and readiness checks and the payment webhook. */
import type { ApiRoute } from './api-route';
import { ZEventIdParams } from './common';
import * as guests from './guests';
import * as legal from './legal';
import { geoCepRoute, geoSearchRoute } from './routes-geo';
import { guestsGetEventRoute } from './routes-guest-event';
import * as system from './system';

// Each call is also exported on its own: the guest site imports only the calls it makes, so each
// part of its bundle holds their schemas and not the whole table's (admin and host areas included).
// The event read (its first view) and the address look-ups (its map) have modules of their own
// (routes-guest-event.ts, routes-geo.ts), so that what loads them does not build these schemas.

export const guestsPurchaseRoute = {
  method: 'POST',
  path: '/guests/purchase',
  auth: 'none',
  body: guests.ZGuestsPurchaseBodySchema,
  response: guests.ZGuestsPurchaseResponseSchema,
} as const satisfies ApiRoute;

/** The cart paid by Pix on the event site's own page (the card goes to guestsPurchase's checkout). */
export const guestsPurchasePixRoute = {
  method: 'POST',
  path: '/guests/purchase/pix',
  auth: 'none',
  body: guests.ZGuestsPurchasePixBodySchema,
  response: guests.ZGuestsPurchasePixResponseSchema,
} as const satisfies ApiRoute;

/** The card's installments for a cart, priced on the server (no purchase is written). */
export const guestsPurchaseInstallmentsRoute = {
  method: 'POST',
  path: '/guests/purchase/installments',
  auth: 'none',
  body: guests.ZGuestsPurchaseInstallmentsBodySchema,
  response: guests.ZGuestsPurchaseInstallmentsResponseSchema,
} as const satisfies ApiRoute;

/** A purchase's status, read with the token its creation handed out. */
export const guestsPurchaseStatusRoute = {
  method: 'GET',
  path: '/guests/purchase/:id/status',
  auth: 'none',
  params: guests.ZGuestsPurchaseStatusParamsSchema,
  query: guests.ZGuestsPurchaseStatusQuerySchema,
  response: guests.ZGuestsPurchaseStatusResponseSchema,
} as const satisfies ApiRoute;

export const guestsSendMessageRoute = {
  method: 'POST',
  path: '/guests/message/:eventId',
  auth: 'none',
  params: ZEventIdParams,
  body: guests.ZGuestsSendMessageBodySchema,
  response: guests.ZGuestsSendMessageResponseSchema,
} as const satisfies ApiRoute;

export const guestsConfirmPresenceRoute = {
  method: 'POST',
  path: '/guests/confirmation/:eventId',
  auth: 'none',
  params: ZEventIdParams,
  body: guests.ZGuestsConfirmPresenceBodySchema,
  response: guests.ZGuestsConfirmPresenceResponseSchema,
} as const satisfies ApiRoute;

/** A reminder's unsubscribe link, one-click: the address stops receiving reminders. */
export const guestsUnsubscribeRoute = {
  method: 'POST',
  path: '/guests/unsubscribe/:token',
  auth: 'none',
  params: guests.ZGuestsUnsubscribeParamsSchema,
  response: guests.ZGuestsUnsubscribeResponseSchema,
} as const satisfies ApiRoute;

/** A personal link's guest (the token is the link's secret); the first read marks it opened. */
export const guestsGetInvitationRoute = {
  method: 'GET',
  path: '/guests/invitation/:token',
  auth: 'none',
  params: guests.ZGuestsGetInvitationParamsSchema,
  response: guests.ZGuestsGetInvitationResponseSchema,
} as const satisfies ApiRoute;

/** The privacy policy and terms of use in force, for the guest site's and host app's pages. */
export const guestsGetLegalRoute = {
  method: 'GET',
  path: '/guests/legal',
  auth: 'none',
  response: legal.ZGuestsGetLegalResponseSchema,
} as const satisfies ApiRoute;

export const publicRoutes = {
  guestsGetEvent: guestsGetEventRoute,
  guestsPurchase: guestsPurchaseRoute,
  guestsPurchasePix: guestsPurchasePixRoute,
  guestsPurchaseInstallments: guestsPurchaseInstallmentsRoute,
  guestsPurchaseStatus: guestsPurchaseStatusRoute,
  guestsSendMessage: guestsSendMessageRoute,
  guestsConfirmPresence: guestsConfirmPresenceRoute,
  guestsGetInvitation: guestsGetInvitationRoute,
  guestsUnsubscribe: guestsUnsubscribeRoute,
  guestsGetLegal: guestsGetLegalRoute,
  geoCep: geoCepRoute,
  geoSearch: geoSearchRoute,

  health: { method: 'GET', path: '/health', auth: 'none', response: system.ZHealthResponseSchema },
  ready: { method: 'GET', path: '/ready', auth: 'none', response: system.ZReadyResponseSchema },
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
