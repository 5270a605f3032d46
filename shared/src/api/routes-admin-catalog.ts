/** The admin panel's catalogue, money, settings, suggestion and request calls. */
import * as types from './admin-event-types';
import * as gifts from './admin-gifts';
import * as ledger from './admin-ledger';
import * as money from './admin-money';
import * as requests from './admin-requests';
import * as services from './admin-services';
import * as settings from './admin-settings';
import * as suggestions from './admin-suggestions';
import type { ApiRoute } from './api-route';
import { ZIdParams } from './common';
import * as legal from './legal';

export const adminCatalogRoutes = {
  adminListGiftsByCategory: {
    method: 'GET',
    path: '/admin/gifts/categories',
    auth: 'admin',
    response: gifts.ZAdminListGiftsByCategoryResponseSchema,
  },
  adminGetGift: {
    method: 'GET',
    path: '/admin/gifts/:id',
    auth: 'admin',
    params: ZIdParams,
    response: gifts.ZAdminGetGiftResponseSchema,
  },
  adminCreateGift: {
    method: 'POST',
    path: '/admin/gifts',
    auth: 'admin',
    multipart: true,
    file: { field: 'image', required: false, accept: 'image/*' },
    body: gifts.ZAdminCreateGiftBodySchema,
    response: gifts.ZAdminCreateGiftResponseSchema,
  },
  adminUpdateGift: {
    method: 'PUT',
    path: '/admin/gifts/:id',
    auth: 'admin',
    params: ZIdParams,
    multipart: true,
    file: { field: 'image', required: false, accept: 'image/*' },
    body: gifts.ZAdminUpdateGiftBodySchema,
    response: gifts.ZAdminUpdateGiftResponseSchema,
  },
  adminDeleteGift: {
    method: 'DELETE',
    path: '/admin/gifts/:id',
    auth: 'admin',
    params: ZIdParams,
    response: gifts.ZAdminDeleteGiftResponseSchema,
  },
  adminLinkGiftToEvent: {
    method: 'POST',
    path: '/admin/gifts/link-to-event',
    auth: 'admin',
    body: gifts.ZAdminLinkGiftToEventBodySchema,
    response: gifts.ZAdminLinkGiftToEventResponseSchema,
  },

  adminListEventCategories: {
    method: 'GET',
    path: '/admin/event-categories',
    auth: 'admin',
    response: types.ZAdminListEventCategoriesResponseSchema,
  },
  adminCreateEventCategory: {
    method: 'POST',
    path: '/admin/event-categories',
    auth: 'admin',
    body: types.ZAdminCreateEventCategoryBodySchema,
    response: types.ZAdminCreateEventCategoryResponseSchema,
  },
  adminUpdateEventCategory: {
    method: 'PUT',
    path: '/admin/event-categories/:id',
    auth: 'admin',
    params: ZIdParams,
    body: types.ZAdminUpdateEventCategoryBodySchema,
    response: types.ZAdminUpdateEventCategoryResponseSchema,
  },
  adminDeleteEventCategory: {
    method: 'DELETE',
    path: '/admin/event-categories/:id',
    auth: 'admin',
    params: ZIdParams,
    response: types.ZAdminDeleteEventCategoryResponseSchema,
  },
  adminListEventTypes: {
    method: 'GET',
    path: '/admin/event-types',
    auth: 'admin',
    response: types.ZAdminListEventTypesResponseSchema,
  },
  adminListEventTypesWithCategories: {
    method: 'GET',
    path: '/admin/event-types-with-categories',
    auth: 'admin',
    response: types.ZAdminListEventTypesWithCategoriesResponseSchema,
  },
  adminCreateEventType: {
    method: 'POST',
    path: '/admin/event-types',
    auth: 'admin',
    multipart: true,
    file: { field: 'image', required: true, accept: 'image/*' },
    body: types.ZAdminCreateEventTypeBodySchema,
    response: types.ZAdminCreateEventTypeResponseSchema,
  },
  adminUpdateEventType: {
    method: 'PUT',
    path: '/admin/event-types/:id',
    auth: 'admin',
    params: ZIdParams,
    multipart: true,
    file: { field: 'image', required: false, accept: 'image/*' },
    body: types.ZAdminUpdateEventTypeBodySchema,
    response: types.ZAdminUpdateEventTypeResponseSchema,
  },
  adminDeleteEventType: {
    method: 'DELETE',
    path: '/admin/event-types/:id',
    auth: 'admin',
    params: ZIdParams,
    response: types.ZAdminDeleteEventTypeResponseSchema,
  },

  adminListServices: {
    method: 'GET',
    path: '/admin/services',
    auth: 'admin',
    response: services.ZAdminListServicesResponseSchema,
  },
  adminListServiceTypes: {
    method: 'GET',
    path: '/admin/services/types',
    auth: 'admin',
    response: services.ZAdminListServiceTypesResponseSchema,
  },
  adminGetService: {
    method: 'GET',
    path: '/admin/services/:id',
    auth: 'admin',
    params: ZIdParams,
    response: services.ZAdminGetServiceResponseSchema,
  },
  adminCreateService: {
    method: 'POST',
    path: '/admin/services',
    auth: 'admin',
    body: services.ZAdminCreateServiceBodySchema,
    response: services.ZAdminCreateServiceResponseSchema,
  },
  adminUpdateService: {
    method: 'PUT',
    path: '/admin/services/:id',
    auth: 'admin',
    params: ZIdParams,
    body: services.ZAdminUpdateServiceBodySchema,
    response: services.ZAdminUpdateServiceResponseSchema,
  },
  adminDeleteService: {
    method: 'DELETE',
    path: '/admin/services/:id',
    auth: 'admin',
    params: ZIdParams,
    response: services.ZAdminDeleteServiceResponseSchema,
  },

  adminListPayouts: {
    method: 'GET',
    path: '/admin/payouts',
    auth: 'admin',
    query: money.ZAdminListPayoutsQuerySchema,
    response: money.ZAdminListPayoutsResponseSchema,
  },
  adminConcludePayout: {
    method: 'PUT',
    path: '/admin/payouts/:id/conclude',
    auth: 'admin',
    params: ZIdParams,
    body: money.ZAdminConcludePayoutBodySchema,
    response: money.ZAdminConcludePayoutResponseSchema,
  },
  adminListTransactions: {
    method: 'GET',
    path: '/admin/transactions',
    auth: 'admin',
    query: money.ZAdminListTransactionsQuerySchema,
    response: money.ZAdminListTransactionsResponseSchema,
  },
  adminGetTransaction: {
    method: 'GET',
    path: '/admin/transactions/:id',
    auth: 'admin',
    params: ZIdParams,
    response: money.ZAdminGetTransactionResponseSchema,
  },
  adminGetTransactionInfo: {
    method: 'GET',
    path: '/admin/transactions/:id/info',
    auth: 'admin',
    params: ZIdParams,
    response: money.ZAdminGetTransactionInfoResponseSchema,
  },
  adminUpdateTransactionStatus: {
    method: 'PUT',
    path: '/admin/transactions/:id/status',
    auth: 'admin',
    params: ZIdParams,
    body: money.ZAdminUpdateTransactionStatusBodySchema,
    response: money.ZAdminUpdateTransactionStatusResponseSchema,
  },
  adminGetTransactionRefunds: {
    method: 'GET',
    path: '/admin/transactions/:id/refunds',
    auth: 'admin',
    params: ZIdParams,
    response: money.ZAdminGetTransactionRefundsResponseSchema,
  },
  adminRefundTransaction: {
    method: 'POST',
    path: '/admin/transactions/:id/refund',
    auth: 'admin',
    params: ZIdParams,
    body: money.ZAdminRefundTransactionBodySchema,
    response: money.ZAdminRefundTransactionResponseSchema,
  },
  /** The ledger's entries of a period as a CSV download (text/csv), for the accountant. */
  adminExportLedger: {
    method: 'GET',
    path: '/admin/ledger/export',
    auth: 'admin',
    query: ledger.ZAdminExportLedgerQuerySchema,
    response: ledger.ZAdminExportLedgerResponseSchema,
    responseType: 'text',
  },

  adminChangePassword: {
    method: 'PUT',
    path: '/admin/password',
    auth: 'admin',
    body: settings.ZAdminChangePasswordBodySchema,
    response: settings.ZAdminChangePasswordResponseSchema,
  },
  adminGetSettings: {
    method: 'GET',
    path: '/admin/settings',
    auth: 'admin',
    response: settings.ZAdminGetSettingsResponseSchema,
  },
  adminUpdateSettings: {
    method: 'PUT',
    path: '/admin/settings',
    auth: 'admin',
    body: settings.ZAdminUpdateSettingsBodySchema,
    response: settings.ZAdminUpdateSettingsResponseSchema,
  },
  adminGetPercentageGift: {
    method: 'GET',
    path: '/admin/settings/percentage-gift',
    auth: 'admin',
    response: settings.ZAdminGetPercentageGiftResponseSchema,
  },
  adminGetLegalSettings: {
    method: 'GET',
    path: '/admin/settings/legal',
    auth: 'admin',
    response: legal.ZAdminGetLegalSettingsResponseSchema,
  },
  adminUpdateLegalSettings: {
    method: 'PUT',
    path: '/admin/settings/legal',
    auth: 'admin',
    body: legal.ZAdminUpdateLegalSettingsBodySchema,
    response: legal.ZAdminUpdateLegalSettingsResponseSchema,
  },
  /** Every version of the texts ever in force, and one of them with its texts. */
  adminListLegalVersions: {
    method: 'GET',
    path: '/admin/settings/legal/versions',
    auth: 'admin',
    response: legal.ZAdminListLegalVersionsResponseSchema,
  },
  adminGetLegalVersion: {
    method: 'GET',
    path: '/admin/settings/legal/versions/:id',
    auth: 'admin',
    params: ZIdParams,
    response: legal.ZAdminGetLegalVersionResponseSchema,
  },

  adminListGiftSuggestions: {
    method: 'GET',
    path: '/admin/gift-suggestions',
    auth: 'admin',
    query: suggestions.ZAdminListGiftSuggestionsQuerySchema,
    response: suggestions.ZAdminListGiftSuggestionsResponseSchema,
  },
  adminDeleteGiftSuggestion: {
    method: 'DELETE',
    path: '/admin/gift-suggestions/:id',
    auth: 'admin',
    params: ZIdParams,
    response: suggestions.ZAdminDeleteGiftSuggestionResponseSchema,
  },
  adminListPreUserRequests: {
    method: 'GET',
    path: '/admin/pre-user-requests',
    auth: 'admin',
    query: requests.ZAdminListPreUserRequestsQuerySchema,
    response: requests.ZAdminListPreUserRequestsResponseSchema,
  },
  adminGetPreUserRequestInfo: {
    method: 'GET',
    path: '/admin/pre-user-requests/info/:id',
    auth: 'admin',
    params: ZIdParams,
    response: requests.ZAdminGetPreUserRequestInfoResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
