/** The admin panel's account, user, event and charge-back calls (with GET /admin/me, POST /admin/logout and PUT /admin/users/{id}). */
import { ZAdminListAuditLogQuerySchema, ZAdminListAuditLogResponseSchema } from './admin-audit-log';
import { ZAdminLogoutResponseSchema, ZAdminMeResponseSchema } from './admin-auth';
import * as chargebacks from './admin-chargebacks';
import { ZAdminDashboardResponseSchema, ZAdminErrorLogResponseSchema } from './admin-dashboard';
import * as deliveries from './admin-deliveries';
import * as events from './admin-events';
import * as personalData from './admin-personal-data';
import * as users from './admin-users';
import type { ApiRoute } from './api-route';
import { ZAdminLoginResponseSchema, ZLoginRequestSchema } from './auth';
import { ZIdParams } from './common';
import * as passwordReset from './password-reset';

export const adminRoutes = {
  adminLogin: {
    method: 'POST',
    path: '/admin/login',
    auth: 'none',
    body: ZLoginRequestSchema,
    response: ZAdminLoginResponseSchema,
  },
  /** 'Esqueci minha senha' of the back office: the same answer whether or not the address has an account. */
  adminRequestPasswordReset: {
    method: 'POST',
    path: '/admin/password-reset/request',
    auth: 'none',
    body: passwordReset.ZPasswordResetRequestBodySchema,
    response: passwordReset.ZPasswordResetRequestResponseSchema,
  },
  /** The mailed link's page: a new password; every session of the administrator ends. */
  adminResetPassword: {
    method: 'POST',
    path: '/admin/password-reset',
    auth: 'none',
    body: passwordReset.ZAdminResetPasswordBodySchema,
    response: passwordReset.ZPasswordResetResponseSchema,
  },
  adminMe: { method: 'GET', path: '/admin/me', auth: 'admin', response: ZAdminMeResponseSchema },
  /** Ends the session of the token sent; no body is needed (the apps send {}). */
  adminLogout: {
    method: 'POST',
    path: '/admin/logout',
    auth: 'admin',
    response: ZAdminLogoutResponseSchema,
  },
  adminDashboard: {
    method: 'GET',
    path: '/admin/dashboard/retrieve',
    auth: 'admin',
    response: ZAdminDashboardResponseSchema,
  },
  adminErrorLog: {
    method: 'GET',
    path: '/admin/logs/error.txt',
    auth: 'admin',
    response: ZAdminErrorLogResponseSchema,
    responseType: 'text',
  },

  adminListUsers: {
    method: 'GET',
    path: '/admin/users',
    auth: 'admin',
    query: users.ZAdminListUsersQuerySchema,
    response: users.ZAdminListUsersResponseSchema,
  },
  adminGetUser: {
    method: 'GET',
    path: '/admin/users/:id',
    auth: 'admin',
    params: ZIdParams,
    response: users.ZAdminGetUserResponseSchema,
  },
  adminUpdateUser: {
    method: 'PUT',
    path: '/admin/users/:id',
    auth: 'admin',
    params: ZIdParams,
    body: users.ZAdminUpdateUserBodySchema,
    response: users.ZAdminUpdateUserResponseSchema,
  },
  adminListUserEvents: {
    method: 'GET',
    path: '/admin/user-events/:userId',
    auth: 'admin',
    params: users.ZAdminListUserEventsParamsSchema,
    response: users.ZAdminListUserEventsResponseSchema,
  },

  adminListEvents: {
    method: 'GET',
    path: '/admin/events',
    auth: 'admin',
    query: events.ZAdminListEventsQuerySchema,
    response: events.ZAdminListEventsResponseSchema,
  },
  adminGetEvent: {
    method: 'GET',
    path: '/admin/events/:id',
    auth: 'admin',
    params: ZIdParams,
    response: events.ZAdminGetEventResponseSchema,
  },
  adminUpdateEvent: {
    method: 'PUT',
    path: '/admin/events/:id',
    auth: 'admin',
    params: ZIdParams,
    body: events.ZAdminUpdateEventBodySchema,
    response: events.ZAdminUpdateEventResponseSchema,
  },
  adminListEventMessages: {
    method: 'GET',
    path: '/admin/events/:id/messages',
    auth: 'admin',
    params: ZIdParams,
    response: events.ZAdminListEventMessagesResponseSchema,
  },
  adminDeleteEventMessage: {
    method: 'DELETE',
    path: '/admin/events/:id/messages/:messageId',
    auth: 'admin',
    params: events.ZAdminDeleteEventMessageParamsSchema,
    response: events.ZAdminDeleteEventMessageResponseSchema,
  },
  adminListEventGuests: {
    method: 'GET',
    path: '/admin/events/:id/guests',
    auth: 'admin',
    params: ZIdParams,
    response: events.ZAdminListEventGuestsResponseSchema,
  },
  adminCreateEventGuest: {
    method: 'POST',
    path: '/admin/events/:id/guests',
    auth: 'admin',
    params: ZIdParams,
    body: events.ZAdminCreateEventGuestBodySchema,
    response: events.ZAdminCreateEventGuestResponseSchema,
  },
  adminUpdateEventGuest: {
    method: 'PUT',
    path: '/admin/events/:id/guests/:guestId',
    auth: 'admin',
    params: events.ZAdminEventGuestParamsSchema,
    body: events.ZAdminUpdateEventGuestBodySchema,
    response: events.ZAdminUpdateEventGuestResponseSchema,
  },
  adminDeleteEventGuest: {
    method: 'DELETE',
    path: '/admin/events/:id/guests/:guestId',
    auth: 'admin',
    params: events.ZAdminEventGuestParamsSchema,
    response: events.ZAdminDeleteEventGuestResponseSchema,
  },
  adminListEventReceivedGifts: {
    method: 'GET',
    path: '/admin/events/:id/received-gifts',
    auth: 'admin',
    params: ZIdParams,
    response: events.ZAdminListEventReceivedGiftsResponseSchema,
  },
  adminGetEventTransactionTotals: {
    method: 'GET',
    path: '/admin/events/:id/transactions',
    auth: 'admin',
    params: ZIdParams,
    response: events.ZAdminGetEventTransactionTotalsResponseSchema,
  },
  adminListEventContractedServices: {
    method: 'GET',
    path: '/admin/events/:id/services/contracted',
    auth: 'admin',
    params: ZIdParams,
    response: events.ZAdminListEventContractedServicesResponseSchema,
  },
  adminListEventPendingServices: {
    method: 'GET',
    path: '/admin/events/:id/services/pending-payments',
    auth: 'admin',
    params: ZIdParams,
    response: events.ZAdminListEventPendingServicesResponseSchema,
  },
  adminListEventDefaultServices: {
    method: 'GET',
    path: '/admin/events/:id/services/default',
    auth: 'admin',
    params: ZIdParams,
    response: events.ZAdminListEventDefaultServicesResponseSchema,
  },

  /** The card disputes of guests' purchases, nearest deadline to send documents first. */
  adminListChargebacks: {
    method: 'GET',
    path: '/admin/chargebacks',
    auth: 'admin',
    query: chargebacks.ZAdminListChargebacksQuerySchema,
    response: chargebacks.ZAdminListChargebacksResponseSchema,
  },

  /** The audit log: who decided what about money and access, newest first. */
  adminListAuditLog: {
    method: 'GET',
    path: '/admin/audit-log',
    auth: 'admin',
    query: ZAdminListAuditLogQuerySchema,
    response: ZAdminListAuditLogResponseSchema,
  },

  /** 'Dados pessoais': one person's data across events, its JSON export, and its erasure. */
  adminFindPersonalData: {
    method: 'GET',
    path: '/admin/personal-data',
    auth: 'admin',
    query: personalData.ZAdminPersonalDataQuerySchema,
    response: personalData.ZAdminPersonalDataResponseSchema,
  },
  /** The file the person receives: JSON with Portuguese keys, dates and money formatted. */
  adminExportPersonalData: {
    method: 'GET',
    path: '/admin/personal-data/export',
    auth: 'admin',
    query: personalData.ZAdminPersonalDataQuerySchema,
    response: personalData.ZAdminPersonalDataExportSchema,
    responseType: 'text',
  },
  adminErasePersonalData: {
    method: 'POST',
    path: '/admin/personal-data/erase',
    auth: 'admin',
    body: personalData.ZAdminErasePersonalDataBodySchema,
    response: personalData.ZAdminErasePersonalDataResponseSchema,
  },
  /** 'Entregas': the gifts to buy and send to the couples who chose delivery. */
  adminListDeliveries: {
    method: 'GET',
    path: '/admin/deliveries',
    auth: 'admin',
    query: deliveries.ZAdminListDeliveriesQuerySchema,
    response: deliveries.ZAdminListDeliveriesResponseSchema,
  },
  /** One step of a delivery line with its data; audited with who made it. */
  adminMoveDelivery: {
    method: 'PUT',
    path: '/admin/deliveries/:id/status',
    auth: 'admin',
    params: ZIdParams,
    body: deliveries.ZAdminMoveDeliveryBodySchema,
    response: deliveries.ZAdminMoveDeliveryResponseSchema,
  },
  /** A line refunded or charged back after it was bought: who bears the loss, once; audited. */
  adminDecideDelivery: {
    method: 'PUT',
    path: '/admin/deliveries/:id/refund-decision',
    auth: 'admin',
    params: ZIdParams,
    body: deliveries.ZAdminDecideDeliveryBodySchema,
    response: deliveries.ZAdminDecideDeliveryResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
