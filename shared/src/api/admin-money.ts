/** Payouts and payment transactions. Both lists filter on an upper-case status, default PENDING. */
import { z } from 'zod';
import { ZPaymentInfo } from '../models/payment-info';
import { PAYOUT_STATUSES, ZNegativeBalance, ZPayout, ZPayoutRecord } from '../models/payout';
import { ZModelId } from '../models/primitives';
import { PURCHASE_STATES, ZTransaction, ZTransactionRefunds } from '../models/transaction';
import { coercedId, idNumber, optionalText } from '../validation/fields';
import {
  STATUS_INVALID_MESSAGE,
  ZPayoutClosingFormSchema,
  ZPayoutConclusionFormSchema,
  ZTransactionStatusFormSchema,
} from '../validation/forms/money';
import {
  filterText,
  sortQuery,
  ZEnvelope,
  ZListTotal,
  ZOkResponse,
  ZPaginationQuery,
  ZTotalPages,
} from './common';

/**
 * GET /admin/payouts?status=&eventId=&userId=. 20 a page by default, like the other lists; the
 * event and the host narrow it (both optional).
 */
export const ADMIN_PAYOUTS_SORT = ['createdAt', 'requestedAmount'] as const;
export const ZAdminListPayoutsQuerySchema = ZPaginationQuery.extend({
  ...sortQuery(ADMIN_PAYOUTS_SORT),
  status: z.enum(PAYOUT_STATUSES, STATUS_INVALID_MESSAGE).default('PENDING'),
  eventId: coercedId('eventId').optional(),
  userId: coercedId('userId').optional(),
});
export type TAdminListPayoutsQuery = z.input<typeof ZAdminListPayoutsQuerySchema>;

export const ZAdminListPayoutsResponseSchema = ZEnvelope.extend({
  payouts: z.array(ZPayout),
  total: ZListTotal,
  totalPages: ZTotalPages,
});
export type TAdminListPayoutsResponse = z.infer<typeof ZAdminListPayoutsResponseSchema>;

/** PUT /admin/payouts/{id}/conclude: records the paid amount; the payout becomes PAID. */
export const ZAdminConcludePayoutBodySchema = ZPayoutConclusionFormSchema;
export type TAdminConcludePayoutBody = z.input<typeof ZAdminConcludePayoutBodySchema>;
export const ZAdminConcludePayoutResponseSchema = ZOkResponse.extend({ payout: ZPayout });
export type TAdminConcludePayoutResponse = z.infer<typeof ZAdminConcludePayoutResponseSchema>;

/** GET /admin/payouts/{id}: the payout's record page (and what 'Concluir Repasse' shows). */
export const ZAdminGetPayoutResponseSchema = ZEnvelope.extend({ payout: ZPayoutRecord });
export type TAdminGetPayoutResponse = z.infer<typeof ZAdminGetPayoutResponseSchema>;

/** PUT /admin/payouts/{id}/close: a pending payout failed or cancelled; its money back to the host. */
export const ZAdminClosePayoutBodySchema = ZPayoutClosingFormSchema;
export type TAdminClosePayoutBody = z.input<typeof ZAdminClosePayoutBodySchema>;
export const ZAdminClosePayoutResponseSchema = ZOkResponse.extend({ payout: ZPayout });
export type TAdminClosePayoutResponse = z.infer<typeof ZAdminClosePayoutResponseSchema>;

/** GET /admin/negative-balances: every event whose balance is below zero, the lowest first. */
export const ZAdminListNegativeBalancesResponseSchema = ZEnvelope.extend({
  balances: z.array(ZNegativeBalance),
});
export type TAdminListNegativeBalancesResponse = z.infer<typeof ZAdminListNegativeBalancesResponseSchema>;

/**
 * GET /admin/transactions?status=&search=&eventId=. `status` takes a purchase's state
 * (PURCHASE_STATES), so 'Reembolsado', 'Reembolso parcial', 'Contestado' and 'Expirado' are found
 * apart, or ALL for every one; `search` finds a payment by part of the guest's name or e-mail
 * (accents and case ignored) or by the provider's payment id (exactly); `eventId` keeps one event's.
 */
export const ADMIN_TRANSACTIONS_SORT = ['createdAt', 'totalPrice'] as const;
export const ADMIN_TRANSACTIONS_ALL_STATUSES = 'ALL';
export const ZAdminListTransactionsQuerySchema = ZPaginationQuery.extend({
  ...sortQuery(ADMIN_TRANSACTIONS_SORT),
  status: z
    .enum([...PURCHASE_STATES, ADMIN_TRANSACTIONS_ALL_STATUSES], STATUS_INVALID_MESSAGE)
    .default('PENDING'),
  search: filterText('search'),
  eventId: coercedId('eventId').optional(),
});
export type TAdminListTransactionsQuery = z.input<typeof ZAdminListTransactionsQuerySchema>;

export const ZAdminListTransactionsResponseSchema = ZEnvelope.extend({
  transactions: z.array(ZTransaction),
  /** The rows the filter matches, all pages together. */
  total: z.number().int().nonnegative(),
  totalPages: ZTotalPages,
});
export type TAdminListTransactionsResponse = z.infer<typeof ZAdminListTransactionsResponseSchema>;

/** GET /admin/transactions/{id}: one transaction, the back office's record page. */
export const ZAdminGetTransactionResponseSchema = ZEnvelope.extend({ transaction: ZTransaction });
export type TAdminGetTransactionResponse = z.infer<typeof ZAdminGetTransactionResponseSchema>;

/**
 * GET /admin/transactions/{id}/info: the provider's payment; null when the guest never generated
 * the payment ('Informações de pagamento ausentes!').
 */
export const ZAdminGetTransactionInfoResponseSchema = ZEnvelope.extend({ payment: ZPaymentInfo.nullable() });
export type TAdminGetTransactionInfoResponse = z.infer<typeof ZAdminGetTransactionInfoResponseSchema>;

/** PUT /admin/transactions/{id}/status. */
export const ZAdminUpdateTransactionStatusBodySchema = ZTransactionStatusFormSchema;
export type TAdminUpdateTransactionStatusBody = z.input<typeof ZAdminUpdateTransactionStatusBodySchema>;
export const ZAdminUpdateTransactionStatusResponseSchema = ZOkResponse.extend({ transaction: ZTransaction });
export type TAdminUpdateTransactionStatusResponse = z.infer<
  typeof ZAdminUpdateTransactionStatusResponseSchema
>;

/** GET /admin/transactions/{id}/refunds: the lines and amounts the refund buttons offer. */
export const ZAdminGetTransactionRefundsResponseSchema = ZEnvelope.extend({ refunds: ZTransactionRefunds });
export type TAdminGetTransactionRefundsResponse = z.infer<typeof ZAdminGetTransactionRefundsResponseSchema>;

/**
 * POST /admin/transactions/{id}/refund: the whole purchase (no itemId) or one of its lines, refunded
 * at the provider for what the guest paid for it. Once: a second click refunds nothing more.
 */
export const ZAdminRefundTransactionBodySchema = z.object({
  itemId: ZModelId.optional(),
  /**
   * Part of the purchase or of the line, in centavos (no more than what remains of it: the server
   * says so); absent: all that remains.
   */
  amountCents: idNumber('amountCents').optional(),
  /** 'Motivo (opcional)': kept in the refund's audit row; blank is none. */
  reason: optionalText('reason', 500),
});
export type TAdminRefundTransactionBody = z.input<typeof ZAdminRefundTransactionBodySchema>;
export const ZAdminRefundTransactionResponseSchema = ZOkResponse.extend({
  transaction: ZTransaction,
  refunds: ZTransactionRefunds,
});
export type TAdminRefundTransactionResponse = z.infer<typeof ZAdminRefundTransactionResponseSchema>;
