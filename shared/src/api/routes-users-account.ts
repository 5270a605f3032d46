/** Host account calls: login, me, logout, registration, pre-registration, wizard catalogue, service purchase. */
import * as deliveries from './admin-deliveries';
import type { ApiRoute } from './api-route';
import { ZLoginRequestSchema, ZUserLoginResponseSchema } from './auth';
import { ZEventIdParams, ZIdParams } from './common';
import * as passwordReset from './password-reset';
import * as accountData from './users-account-data';
import * as auth from './users-auth';
import * as catalog from './users-catalog';
import * as notifications from './users-guests';
import * as payoutDestination from './users-payout-destination';
import * as preRegister from './users-pre-register';
import * as services from './users-services';

export const usersAccountRoutes = {
  usersLogin: {
    method: 'POST',
    path: '/users/login',
    auth: 'none',
    body: ZLoginRequestSchema,
    response: ZUserLoginResponseSchema,
  },
  usersMe: { method: 'GET', path: '/users/me', auth: 'user', response: auth.ZUsersMeResponseSchema },
  /** The e-mails the signed-in host chose to get (each gift, message, confirmation; a daily summary). */
  usersGetNotifications: {
    method: 'GET',
    path: '/users/notifications',
    auth: 'user',
    response: notifications.ZUsersGetNotificationsResponseSchema,
  },
  usersUpdateNotifications: {
    method: 'PUT',
    path: '/users/notifications',
    auth: 'user',
    body: notifications.ZUsersUpdateNotificationsBodySchema,
    response: notifications.ZUsersUpdateNotificationsResponseSchema,
  },
  /** Ends the session of the token sent; no body is needed (the apps send {}). */
  usersLogout: {
    method: 'POST',
    path: '/users/logout',
    auth: 'user',
    response: auth.ZUsersLogoutResponseSchema,
  },
  /** 'Esqueci minha senha': mails a reset link; the same answer whether or not the address has an account. */
  usersRequestPasswordReset: {
    method: 'POST',
    path: '/users/password-reset/request',
    auth: 'none',
    body: passwordReset.ZPasswordResetRequestBodySchema,
    response: passwordReset.ZPasswordResetRequestResponseSchema,
  },
  /** The mailed link's page: a new password; every session of the host ends. */
  usersResetPassword: {
    method: 'POST',
    path: '/users/password-reset',
    auth: 'none',
    body: passwordReset.ZUsersResetPasswordBodySchema,
    response: passwordReset.ZPasswordResetResponseSchema,
  },
  /** 'Alterar senha' in the settings: the current password asked; the other sessions end. */
  usersChangePassword: {
    method: 'PUT',
    path: '/users/password',
    auth: 'user',
    body: passwordReset.ZUsersChangePasswordBodySchema,
    response: passwordReset.ZUsersChangePasswordResponseSchema,
  },
  /** The admin wizard's submission: creates account and event without payment, hence admin-only. */
  usersRegister: {
    method: 'POST',
    path: '/users/register',
    auth: 'admin',
    body: auth.ZUsersRegisterBodySchema,
    response: auth.ZUsersRegisterResponseSchema,
  },

  usersPreRegister: {
    method: 'POST',
    path: '/users/pre-register',
    auth: 'none',
    body: preRegister.ZUsersPreRegisterBodySchema,
    response: preRegister.ZUsersPreRegisterResponseSchema,
  },
  usersGetPreRegistration: {
    method: 'POST',
    path: '/users/pre-register/get',
    auth: 'none',
    body: preRegister.ZUsersGetPreRegistrationBodySchema,
    response: preRegister.ZUsersGetPreRegistrationResponseSchema,
  },
  usersGeneratePreRegistrationPayment: {
    method: 'POST',
    path: '/users/pre-register/generate-payment',
    auth: 'none',
    body: preRegister.ZUsersGeneratePreRegistrationPaymentBodySchema,
    response: preRegister.ZUsersGeneratePreRegistrationPaymentResponseSchema,
  },
  /** Mails the access link to the address: the way in for the owner on another device. */
  usersSendPreRegistrationCode: {
    method: 'POST',
    path: '/users/pre-register/send-code',
    auth: 'none',
    body: preRegister.ZUsersSendPreRegistrationCodeBodySchema,
    response: preRegister.ZUsersSendPreRegistrationCodeResponseSchema,
  },
  /** The access link opened: proves the e-mail and hands the browser its token. */
  usersVerifyPreRegistration: {
    method: 'POST',
    path: '/users/pre-register/verify',
    auth: 'none',
    body: preRegister.ZUsersVerifyPreRegistrationBodySchema,
    response: preRegister.ZUsersVerifyPreRegistrationResponseSchema,
  },
  usersSubmitEventInfo: {
    method: 'POST',
    path: '/users/pre-register/event-info',
    auth: 'none',
    body: preRegister.ZUsersSubmitEventInfoBodySchema,
    response: preRegister.ZUsersSubmitEventInfoResponseSchema,
  },

  /** The wizard catalogue is public: the host wizard runs before the account exists. */
  usersListEventTypes: {
    method: 'GET',
    path: '/users/event-types',
    auth: 'none',
    response: catalog.ZUsersListEventTypesResponseSchema,
  },
  usersListEventCategories: {
    method: 'GET',
    path: '/users/event-categories',
    auth: 'none',
    query: catalog.ZUsersListEventCategoriesQuerySchema,
    response: catalog.ZUsersListEventCategoriesResponseSchema,
  },
  usersFetchGiftsSlug: {
    method: 'GET',
    path: '/users/fetch-gifts-slug',
    auth: 'none',
    query: catalog.ZUsersFetchGiftsSlugQuerySchema,
    response: catalog.ZUsersFetchGiftsSlugResponseSchema,
  },
  usersSlugAvailability: {
    method: 'GET',
    path: '/users/slug-availability',
    auth: 'none',
    query: catalog.ZUsersSlugAvailabilityQuerySchema,
    response: catalog.ZUsersSlugAvailabilityResponseSchema,
  },

  usersPurchaseService: {
    method: 'POST',
    path: '/users/services/purchase',
    auth: 'user',
    body: services.ZUsersPurchaseServiceBodySchema,
    response: services.ZUsersPurchaseServiceResponseSchema,
  },
  usersListEventServices: {
    method: 'GET',
    path: '/users/events/:eventId/services',
    auth: 'user',
    params: ZEventIdParams,
    response: services.ZUsersListEventServicesResponseSchema,
  },
  usersListPendingPaymentServices: {
    method: 'GET',
    path: '/users/events/:eventId/pending-payment-services',
    auth: 'user',
    params: ZEventIdParams,
    response: services.ZUsersListPendingPaymentServicesResponseSchema,
  },

  /** Where the host's payouts go: one per host, whatever the event. */
  usersGetPayoutDestination: {
    method: 'GET',
    path: '/users/payout-destination',
    auth: 'user',
    response: payoutDestination.ZUsersGetPayoutDestinationResponseSchema,
  },
  /** Saved only with the account's password; wrong passwords are counted against guessing. */
  usersSavePayoutDestination: {
    method: 'PUT',
    path: '/users/payout-destination',
    auth: 'user',
    body: payoutDestination.ZUsersSavePayoutDestinationBodySchema,
    response: payoutDestination.ZUsersSavePayoutDestinationResponseSchema,
  },
  /** Everything of the host's, as a zip download (application/zip); the password is asked again. */
  usersExportAccountData: {
    method: 'POST',
    path: '/users/account/export',
    auth: 'user',
    body: accountData.ZUsersExportAccountDataBodySchema,
    response: accountData.ZUsersExportAccountDataResponseSchema,
    responseType: 'blob',
  },
  /** Deletes (anonymises) the account; refused while money is still the host's to receive. */
  usersDeleteAccount: {
    method: 'POST',
    path: '/users/account/delete',
    auth: 'user',
    body: accountData.ZUsersDeleteAccountBodySchema,
    response: accountData.ZUsersDeleteAccountResponseSchema,
  },
  /** The signed-in host's gifts to be delivered, with their statuses and tracking codes. */
  usersListDeliveries: {
    method: 'GET',
    path: '/users/deliveries',
    auth: 'user',
    response: deliveries.ZUsersListDeliveriesResponseSchema,
  },
  /** 'Receber em dinheiro': a line not yet bought becomes money in the balance, once. */
  usersConvertDelivery: {
    method: 'POST',
    path: '/users/deliveries/:id/convert',
    auth: 'user',
    params: ZIdParams,
    response: deliveries.ZUsersConvertDeliveryResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
