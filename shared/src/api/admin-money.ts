/** Payouts and payment transactions. Both lists filter on an upper-case status, default PENDING. */
import { z } from 'zod';
import { ZPaymentInfo } from '../models/payment-info';
import { PAYOUT_STATUSES, ZPayout } from '../models/payout';
import { ZModelId } from '../models/primitives';
import { PURCHASE_STATES, ZTransaction, ZTransactionRefunds } from '../models/transaction';
import {
  STATUS_INVALID_MESSAGE,
  ZPayoutConclusionFormSchema,
  ZTransactionStatusFormSchema,
} from '../validation/forms/money';
import { sortQuery, ZEnvelope, ZOkResponse, ZPaginationQuery, ZTotalPages } from './common';

/** GET /admin/payouts?status=. 20 a page by default, like the other lists. */
export const ADMIN_PAYOUTS_SORT = ['createdAt', 'requestedAmount'] as const;
export const ZAdminListPayoutsQuerySchema = ZPaginationQuery.extend({
  ...sortQuery(ADMIN_PAYOUTS_SORT),
  status: z.enum(PAYOUT_STATUSES, STATUS_INVALID_MESSAGE).default('PENDING'),
});
export type TAdminListPayoutsQuery = z.input<typeof ZAdminListPayoutsQuerySchema>;

export const ZAdminListPayoutsResponseSchema = ZEnvelope.extend({
  payouts: z.array(ZPayout),
  totalPages: ZTotalPages,
});
export type TAdminListPayoutsResponse = z.infer<typeof ZAdminListPayoutsResponseSchema>;

/** PUT /admin/payouts/{id}/conclude: records the paid amount; the payout becomes PAID. */
export const ZAdminConcludePayoutBodySchema = ZPayoutConclusionFormSchema;
export type TAdminConcludePayoutBody = z.input<typeof ZAdminConcludePayoutBodySchema>;
export const ZAdminConcludePayoutResponseSchema = ZOkResponse.extend({ payout: ZPayout });
export type TAdminConcludePayoutResponse = z.infer<typeof ZAdminConcludePayoutResponseSchema>;

/**
 * GET /admin/transactions?status=: the filter takes a purchase's state (PURCHASE_STATES), so
 * 'Reembolsado', 'Reembolso parcial', 'Contestado' and 'Expirado' are found apart.
 */
export const ADMIN_TRANSACTIONS_SORT = ['createdAt', 'totalPrice'] as const;
export const ZAdminListTransactionsQuerySchema = ZPaginationQuery.extend({
  ...sortQuery(ADMIN_TRANSACTIONS_SORT),
  status: z.enum(PURCHASE_STATES, STATUS_INVALID_MESSAGE).default('PENDING'),
});
export type TAdminListTransactionsQuery = z.input<typeof ZAdminListTransactionsQuerySchema>;

export const ZAdminListTransactionsResponseSchema = ZEnvelope.extend({
  transactions: z.array(ZTransaction),
  totalPages: ZTotalPages,
});
export type TAdminListTransactionsResponse = z.infer<typeof ZAdminListTransactionsResponseSchema>;

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
export const ZAdminRefundTransactionBodySchema = z.object({ itemId: ZModelId.optional() });
export type TAdminRefundTransactionBody = z.input<typeof ZAdminRefundTransactionBodySchema>;
export const ZAdminRefundTransactionResponseSchema = ZOkResponse.extend({
  transaction: ZTransaction,
  refunds: ZTransactionRefunds,
});
export type TAdminRefundTransactionResponse = z.infer<typeof ZAdminRefundTransactionResponseSchema>;
