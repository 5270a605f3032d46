/** The calls that are not CRUD on a resource: extra methods of the data provider. */
import {
  apiRoutes,
  type TAdminChangePasswordBody,
  type TAdminClosePayoutBody,
  type TAdminConcludePayoutBody,
  type TAdminErasePersonalDataBody,
  type TAdminErasePersonalDataResponse,
  type TAdminExportLedgerQuery,
  type TAdminGetLegalSettingsResponse,
  type TAdminGetLegalVersionResponse,
  type TAdminPersonalDataQuery,
  type TAdminPersonalDataResponse,
  type TAdminResetPasswordBody,
  type TAdminUpdateLegalSettingsBody,
  type TAdminUpdateSettingsBody,
  type TLegalSettings,
  type TLegalVersionSummary,
  type TPasswordResetRequestBody,
  type TUsersRegisterBody,
} from '@celebra/shared/api';
import type { ApiClient } from '@celebra/shared/client';
import type {
  TAdminDashboardTotals,
  THostBalance,
  TPaymentInfo,
  TPayout,
  TPreUserRequestInfo,
  TSettings,
  TTransactionRefunds,
  TWizardGift,
} from '@celebra/shared/models';

export type CelebraCustomMethods = {
  getDashboard(): Promise<TAdminDashboardTotals>;
  /** The server's error log as text (GET /admin/logs/error.txt). */
  getErrorLog(): Promise<string>;
  getEventTransactionTotals(eventId: number): Promise<THostBalance>;
  linkGiftToEvent(body: { giftId: number; eventId: number }): Promise<void>;
  concludePayout(id: number, body: TAdminConcludePayoutBody): Promise<TPayout>;
  /** 'Falhou' or 'Cancelado' with why; resolves with the server's message (the money is back). */
  closePayout(id: number, body: TAdminClosePayoutBody): Promise<{ message: string; payout: TPayout }>;
  /** The money ledger's entries of a period as CSV text (GET /admin/ledger/export). */
  exportLedger(query: TAdminExportLedgerQuery): Promise<string>;
  /** The provider's payment; null when the guest never generated it. */
  getTransactionInfo(id: number): Promise<TPaymentInfo | null>;
  /** What can be refunded of a transaction, whole and line by line. */
  getTransactionRefunds(id: number): Promise<TTransactionRefunds>;
  /** Refunds the whole transaction (no itemId) or one of its lines; resolves with the server's message. */
  /** Refunds the whole purchase (no itemId) or one line; the reason, when given, goes to the audit log. */
  refundTransaction(
    id: number,
    what: { itemId?: number; reason?: string; amountCents?: number },
  ): Promise<{ message: string; refunds: TTransactionRefunds }>;
  getPreUserRequestInfo(id: number): Promise<TPreUserRequestInfo>;
  /** 'Dados pessoais': what is kept about one person (by e-mail or phone), and its JSON file. */
  findPersonalData(query: TAdminPersonalDataQuery): Promise<TAdminPersonalDataResponse>;
  /** The file for the person: JSON text with Portuguese keys, dates and money formatted. */
  exportPersonalData(query: TAdminPersonalDataQuery): Promise<string>;
  /** Erases that person's data; resolves with the server's message and the rows anonymised. */
  erasePersonalData(body: TAdminErasePersonalDataBody): Promise<TAdminErasePersonalDataResponse>;
  getSettings(): Promise<TSettings>;
  updateSettings(body: TAdminUpdateSettingsBody): Promise<TSettings>;
  /** The privacy policy, terms of use, encarregado and retention, with the default texts. */
  getLegalSettings(): Promise<Pick<TAdminGetLegalSettingsResponse, 'legal' | 'defaults'>>;
  updateLegalSettings(
    body: TAdminUpdateLegalSettingsBody,
  ): Promise<{ message: string; legal: TLegalSettings }>;
  /** Every version of the legal texts, newest first, and one version with its texts. */
  listLegalVersions(): Promise<TLegalVersionSummary[]>;
  getLegalVersion(id: number): Promise<TAdminGetLegalVersionResponse>;
  changePassword(body: TAdminChangePasswordBody): Promise<void>;
  /** 'Esqueci minha senha' (signed out): the server's one answer, whether or not the address has an account. */
  requestPasswordReset(body: TPasswordResetRequestBody): Promise<string>;
  /** The mailed link's new password (signed out): every session of the administrator ends. */
  resetPassword(body: TAdminResetPasswordBody): Promise<string>;
  getPercentageGift(): Promise<number>;
  /** The wizard's gifts for a category, and whether the slug is free. */
  fetchWizardGifts(query: {
    eventCategoryId: number;
    slug: string;
  }): Promise<{ gifts: TWizardGift[]; slugAvailable: boolean; message: string }>;
  /**
   * Whether an event's link can be used (GET /users/slug-availability): the link as it would be
   * saved, and when it cannot, `message` says why (in use, reserved, badly formed).
   */
  checkSlug(
    slug: string,
    signal?: AbortSignal,
  ): Promise<{ slug: string; available: boolean; message: string }>;
  /** Creates the host and the event (POST /users/register); resolves with the new host's id. */
  registerEvent(draft: TUsersRegisterBody): Promise<{ id: number; message: string }>;
};

export function createCustomMethods({ call }: ApiClient): CelebraCustomMethods {
  return {
    getDashboard: async () => (await call(apiRoutes.adminDashboard)).totals,
    getErrorLog: () => call(apiRoutes.adminErrorLog),
    getEventTransactionTotals: async (id) => {
      const {
        totalReceived,
        totalTransferred,
        totalAvailable,
        totalPending,
        totalHeld,
        totalReserved,
        totalBought,
        releases,
        negativeBalance,
      } = await call(apiRoutes.adminGetEventTransactionTotals, { params: { id } });
      return {
        totalReceived,
        totalTransferred,
        totalAvailable,
        totalPending,
        totalHeld,
        totalReserved,
        totalBought,
        releases,
        ...(negativeBalance === undefined ? {} : { negativeBalance }),
      };
    },
    linkGiftToEvent: async (body) => {
      await call(apiRoutes.adminLinkGiftToEvent, { body });
    },
    concludePayout: async (id, body) =>
      (await call(apiRoutes.adminConcludePayout, { params: { id }, body })).payout,
    closePayout: async (id, body) => {
      const { message, payout } = await call(apiRoutes.adminClosePayout, { params: { id }, body });
      return { message, payout };
    },
    exportLedger: (query) => call(apiRoutes.adminExportLedger, { query }),
    getTransactionInfo: async (id) =>
      (await call(apiRoutes.adminGetTransactionInfo, { params: { id } })).payment,
    getTransactionRefunds: async (id) =>
      (await call(apiRoutes.adminGetTransactionRefunds, { params: { id } })).refunds,
    refundTransaction: async (id, what) => {
      const { message, refunds } = await call(apiRoutes.adminRefundTransaction, {
        params: { id },
        body: what,
      });
      return { message, refunds };
    },
    getPreUserRequestInfo: async (id) =>
      (await call(apiRoutes.adminGetPreUserRequestInfo, { params: { id } })).infoEvent,
    findPersonalData: (query) => call(apiRoutes.adminFindPersonalData, { query }),
    exportPersonalData: (query) => call(apiRoutes.adminExportPersonalData, { query }),
    erasePersonalData: (body) => call(apiRoutes.adminErasePersonalData, { body }),
    getSettings: async () => (await call(apiRoutes.adminGetSettings)).settings,
    updateSettings: async (body) => (await call(apiRoutes.adminUpdateSettings, { body })).settings,
    listLegalVersions: async () => (await call(apiRoutes.adminListLegalVersions)).versions,
    getLegalVersion: (id) => call(apiRoutes.adminGetLegalVersion, { params: { id } }),
    getLegalSettings: async () => {
      const { legal, defaults } = await call(apiRoutes.adminGetLegalSettings);
      return { legal, defaults };
    },
    updateLegalSettings: async (body) => {
      const { message, legal } = await call(apiRoutes.adminUpdateLegalSettings, { body });
      return { message, legal };
    },
    changePassword: async (body) => {
      await call(apiRoutes.adminChangePassword, { body });
    },
    requestPasswordReset: async (body) => (await call(apiRoutes.adminRequestPasswordReset, { body })).message,
    resetPassword: async (body) => (await call(apiRoutes.adminResetPassword, { body })).message,
    getPercentageGift: async () => (await call(apiRoutes.adminGetPercentageGift)).percentageGift,
    fetchWizardGifts: async ({ eventCategoryId, slug }) => {
      const answer = await call(apiRoutes.usersFetchGiftsSlug, {
        query: { event_category_id: eventCategoryId, slug },
      });
      return { gifts: answer.gifts, slugAvailable: answer.slug_available, message: answer.message };
    },
    checkSlug: async (slug, signal) => {
      const answer = await call(apiRoutes.usersSlugAvailability, { query: { slug }, signal });
      return { slug: answer.slug, available: answer.available, message: answer.message };
    },
    registerEvent: async (draft) => {
      const { id, message } = await call(apiRoutes.usersRegister, { body: draft });
      return { id, message };
    },
  };
}
