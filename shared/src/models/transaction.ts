import { z } from 'zod';
import { ZIsoDateTime, ZModelId, ZMoney } from './primitives';

/** APPROVED Aprovado, PENDING Pendente, RECUSED Recusado (sic), CANCELLED Cancelado. */
export const TRANSACTION_STATUSES = ['APPROVED', 'PENDING', 'RECUSED', 'CANCELLED'] as const;
export const ZTransactionStatus = z.enum(TRANSACTION_STATUSES);
export type TTransactionStatus = z.infer<typeof ZTransactionStatus>;

/** A guest's gift purchase as a payment. */
export const ZTransaction = z.object({
  id: ZModelId,
  /** The event the gift was for, with its title and its host's id (the back office links them). */
  event: z.object({ id: ZModelId, title: z.string().optional(), userId: ZModelId.optional() }),
  /** The provider's payment id once it notified one (the back office's search finds it exactly). */
  providerPaymentId: z.string().nullish(),
  guestName: z.string().nullable(),
  guestEmail: z.string().nullable(),
  /** Sum of the gifts' prices: what the host receives. */
  userAmount: ZMoney,
  /** What the guest paid. */
  totalPrice: ZMoney,
  /** The platform percentage at the time of the purchase. */
  percentage: z.number(),
  /** Whether the guest paid the percentage on top (else it came out of the host's share). */
  feeCoveredByGuest: z.boolean(),
  /** The card's installments as the provider reported them; null before, and for a Pix. */
  installments: z.number().int().nullable(),
  status: ZTransactionStatus,
  createdAt: ZIsoDateTime,
  /**
   * The last status an administrator set by hand ('Alterar status'): who ('Ana Lima
   * (ana@celebra.com.br)', null when that administrator was removed) and when. Null when no one
   * did; a later payment notification of the provider leaves it in place.
   */
  manualStatus: z.object({ by: z.string().nullable(), at: ZIsoDateTime }).nullish(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

/**
 * A host's balance: available = received − transferred − pending, never below 0 (what can be
 * requested). `negativeBalance` is present only when that sum is below zero (a refund took back
 * money already paid out): the real, negative figure, shown as 'Saldo negativo' and discounted
 * from the next gifts.
 */
export const ZTransactionTotals = z.object({
  totalReceived: ZMoney,
  totalTransferred: ZMoney,
  totalAvailable: ZMoney,
  totalPending: ZMoney,
  negativeBalance: ZMoney.negative().optional(),
});
export type TTransactionTotals = z.infer<typeof ZTransactionTotals>;

/** One line of a purchase as the refund screen shows it. */
export const ZRefundLine = z.object({
  id: ZModelId,
  giftName: z.string(),
  quantity: z.number().int(),
  /** The line's host share (unit price × quantity). */
  userAmount: ZMoney,
  /** What refunding this line gives back to the guest: its share of totalPrice. */
  refundAmount: ZMoney,
  refunded: z.boolean(),
});
export type TRefundLine = z.infer<typeof ZRefundLine>;

/** What can still be refunded of a purchase, whole and line by line. */
export const ZTransactionRefunds = z.object({
  /** APPROVED with a provider payment: the buttons are offered. */
  refundable: z.boolean(),
  /** What a whole refund gives back now (totalPrice less the lines already refunded). */
  remainingAmount: ZMoney,
  lines: z.array(ZRefundLine),
});
export type TTransactionRefunds = z.infer<typeof ZTransactionRefunds>;
