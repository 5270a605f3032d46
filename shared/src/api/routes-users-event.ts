/** The host dashboard's calls on their own event ({eventId} must be the host's). */
import type { ApiRoute } from './api-route';
import { ZEventIdParams } from './common';
import * as event from './users-event';
import * as gallery from './users-gallery';
import * as gifts from './users-gifts';
import * as guests from './users-guests';
import * as messages from './users-messages';
import * as money from './users-money';
import * as payouts from './users-payout-destination';
import * as settings from './users-settings';

export const usersEventRoutes = {
  usersUploadEventImage: {
    method: 'POST',
    path: '/users/event/:eventId/upload/:kind',
    auth: 'user',
    params: event.ZUsersUploadEventImageParamsSchema,
    multipart: true,
    file: { field: 'file', required: true, accept: 'image/*' },
    response: event.ZUsersUploadEventImageResponseSchema,
  },
  usersDashboard: {
    method: 'GET',
    path: '/users/event/:eventId/dashboard/retrieve',
    auth: 'user',
    params: ZEventIdParams,
    response: event.ZUsersDashboardResponseSchema,
  },
  usersGetEvent: {
    method: 'GET',
    path: '/users/event/:eventId',
    auth: 'user',
    params: ZEventIdParams,
    response: event.ZUsersGetEventResponseSchema,
  },
  usersUpdateEvent: {
    method: 'PUT',
    path: '/users/event/:eventId',
    auth: 'user',
    params: ZEventIdParams,
    body: event.ZUsersUpdateEventBodySchema,
    response: event.ZUsersUpdateEventResponseSchema,
  },
  usersGetEventDetails: {
    method: 'GET',
    path: '/users/event-details/:eventId',
    auth: 'user',
    params: ZEventIdParams,
    response: event.ZUsersGetEventDetailsResponseSchema,
  },
  usersUpdateEventDetails: {
    method: 'PUT',
    path: '/users/event-details/:eventId',
    auth: 'user',
    params: ZEventIdParams,
    body: event.ZUsersUpdateEventDetailsBodySchema,
    response: event.ZUsersUpdateEventDetailsResponseSchema,
  },

  usersListGifts: {
    method: 'GET',
    path: '/users/gifts/:eventId',
    auth: 'user',
    params: ZEventIdParams,
    response: gifts.ZUsersListGiftsResponseSchema,
  },
  usersCreateGiftSuggestion: {
    method: 'POST',
    path: '/users/gifts/suggestion/:eventId',
    auth: 'user',
    params: ZEventIdParams,
    body: gifts.ZUsersCreateGiftSuggestionBodySchema,
    response: gifts.ZUsersCreateGiftSuggestionResponseSchema,
  },
  usersRemoveGift: {
    method: 'DELETE',
    path: '/users/gifts/:eventId/:giftId',
    auth: 'user',
    params: gifts.ZUsersRemoveGiftParamsSchema,
    response: gifts.ZUsersRemoveGiftResponseSchema,
  },

  usersGetSettings: {
    method: 'GET',
    path: '/users/event/:eventId/settings',
    auth: 'user',
    params: ZEventIdParams,
    response: settings.ZUsersGetSettingsResponseSchema,
  },
  usersUpdateSettings: {
    method: 'PUT',
    path: '/users/event/:eventId/settings',
    auth: 'user',
    params: ZEventIdParams,
    body: settings.ZUsersUpdateSettingsBodySchema,
    response: settings.ZUsersUpdateSettingsResponseSchema,
  },

  usersListGallery: {
    method: 'GET',
    path: '/users/event-gallery/:eventId',
    auth: 'user',
    params: ZEventIdParams,
    response: gallery.ZUsersListGalleryResponseSchema,
  },
  usersUploadGalleryMedia: {
    method: 'POST',
    path: '/users/event-gallery/:eventId',
    auth: 'user',
    params: ZEventIdParams,
    multipart: true,
    file: { field: 'file', required: true, accept: 'image/*,video/*' },
    body: gallery.ZUsersUploadGalleryMediaBodySchema,
    response: gallery.ZUsersUploadGalleryMediaResponseSchema,
  },
  usersDeleteGalleryMedia: {
    method: 'DELETE',
    path: '/users/event-gallery/:eventId/media/:mediaId',
    auth: 'user',
    params: gallery.ZUsersDeleteGalleryMediaParamsSchema,
    response: gallery.ZUsersDeleteGalleryMediaResponseSchema,
  },

  usersListGuests: {
    method: 'GET',
    path: '/users/guests/:eventId',
    auth: 'user',
    params: ZEventIdParams,
    response: guests.ZUsersListGuestsResponseSchema,
  },
  usersCreateGuest: {
    method: 'POST',
    path: '/users/guests/:eventId',
    auth: 'user',
    params: ZEventIdParams,
    body: guests.ZUsersCreateGuestBodySchema,
    response: guests.ZUsersCreateGuestResponseSchema,
  },
  usersUpdateGuest: {
    method: 'PUT',
    path: '/users/guests/:eventId/:guestId',
    auth: 'user',
    params: guests.ZUsersGuestParamsSchema,
    body: guests.ZUsersUpdateGuestBodySchema,
    response: guests.ZUsersUpdateGuestResponseSchema,
  },
  usersDeleteGuest: {
    method: 'DELETE',
    path: '/users/guests/:eventId/:guestId',
    auth: 'user',
    params: guests.ZUsersGuestParamsSchema,
    response: guests.ZUsersDeleteGuestResponseSchema,
  },
  /** All or nothing: bad rows are listed by line and nothing is stored. */
  usersImportGuests: {
    method: 'POST',
    path: '/users/guests/:eventId/import',
    auth: 'user',
    params: ZEventIdParams,
    body: guests.ZUsersImportGuestsBodySchema,
    response: guests.ZUsersImportGuestsResponseSchema,
  },
  usersRemindGuests: {
    method: 'POST',
    path: '/users/guests/:eventId/remind',
    auth: 'user',
    params: ZEventIdParams,
    response: guests.ZUsersRemindGuestsResponseSchema,
  },
  usersRemindGuest: {
    method: 'POST',
    path: '/users/guests/:eventId/:guestId/remind',
    auth: 'user',
    params: guests.ZUsersGuestParamsSchema,
    response: guests.ZUsersRemindGuestResponseSchema,
  },
  usersGetRsvpSettings: {
    method: 'GET',
    path: '/users/event/:eventId/rsvp',
    auth: 'user',
    params: ZEventIdParams,
    response: guests.ZUsersGetRsvpSettingsResponseSchema,
  },
  usersUpdateRsvpSettings: {
    method: 'PUT',
    path: '/users/event/:eventId/rsvp',
    auth: 'user',
    params: ZEventIdParams,
    body: guests.ZUsersUpdateRsvpSettingsBodySchema,
    response: guests.ZUsersUpdateRsvpSettingsResponseSchema,
  },

  usersListMessages: {
    method: 'GET',
    path: '/users/messages/:eventId',
    auth: 'user',
    params: ZEventIdParams,
    response: messages.ZUsersListMessagesResponseSchema,
  },
  usersDeleteMessage: {
    method: 'DELETE',
    path: '/users/messages/:eventId/:messageId',
    auth: 'user',
    params: messages.ZUsersDeleteMessageParamsSchema,
    response: messages.ZUsersDeleteMessageResponseSchema,
  },

  usersListReceivedGifts: {
    method: 'GET',
    path: '/users/events/:eventId/received-gifts',
    auth: 'user',
    params: ZEventIdParams,
    query: money.ZUsersListReceivedGiftsQuerySchema,
    response: money.ZUsersListReceivedGiftsResponseSchema,
  },
  usersMarkGiftThanked: {
    method: 'PUT',
    path: '/users/events/:eventId/received-gifts/:purchaseId/thanked',
    auth: 'user',
    params: money.ZUsersMarkGiftThankedParamsSchema,
    body: money.ZUsersMarkGiftThankedBodySchema,
    response: money.ZUsersMarkGiftThankedResponseSchema,
  },
  usersGetTransactionTotals: {
    method: 'GET',
    path: '/users/events/:eventId/transactions',
    auth: 'user',
    params: ZEventIdParams,
    response: money.ZUsersGetTransactionTotalsResponseSchema,
  },
  /** A quirk of the contract: a GET that creates the payout request (see users-money.ts). */
  usersRequestPayout: {
    method: 'GET',
    path: '/users/events/:eventId/payout-requests',
    auth: 'user',
    params: ZEventIdParams,
    response: money.ZUsersRequestPayoutResponseSchema,
  },
  usersListPayouts: {
    method: 'GET',
    path: '/users/events/:eventId/payouts',
    auth: 'user',
    params: ZEventIdParams,
    response: payouts.ZUsersListPayoutsResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
