import { z } from 'zod';
import { ZIsoDateTime, ZModelId, ZMoney } from './primitives';

/** APPROVED Aprovado, PENDING Pendente, RECUSED Recusado (sic), CANCELLED Cancelado. */
export const TRANSACTION_STATUSES = ['APPROVED', 'PENDING', 'RECUSED', 'CANCELLED'] as const;
export const ZTransactionStatus = z.enum(TRANSACTION_STATUSES);
export type TTransactionStatus = z.infer<typeof ZTransactionStatus>;

/**
 * How a purchase stands, as the back office and the host read it: its status, told apart at the
 * end by what happened to the money (kept by the database in `purchases.state`, from facts it
 * already records: the ledger's reversal kind, a line refunded, an administrator's hand, the
 * provider's late refund). PARTIALLY_REFUNDED is still APPROVED, with some lines or an amount
 * given back; REFUNDED, CHARGED_BACK, EXPIRED and CANCELLED are all CANCELLED: refunded whole,
 * disputed by the card's issuer, an abandoned checkout or an expired Pix, cancelled by hand.
 */
export const PURCHASE_STATES = [
  'APPROVED',
  'PARTIALLY_REFUNDED',
  'PENDING',
  'RECUSED',
  'CANCELLED',
  'REFUNDED',
  'CHARGED_BACK',
  'EXPIRED',
] as const;
export const ZPurchaseState = z.enum(PURCHASE_STATES);
export type TPurchaseState = z.infer<typeof ZPurchaseState>;

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
  /** Its state ('Reembolso parcial', 'Contestado'…): purchaseStateLabel gives the label. */
  state: ZPurchaseState,
  /**
   * What remains of the guest's payment after refunds (totalPrice less what was given back; 0 once
   * refunded whole or charged back, or when nothing was paid).
   */
  remainingAmount: ZMoney,
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
  /**
   * The event's balance for the host now (the sum of the host's ledger entries: negative when
   * refunds came after a payout), so the confirmation can state what a refund leaves of it.
   */
  hostBalance: ZMoney,
  /** What a whole refund takes from the host's balance: the host share not yet refunded. */
  hostRemainingAmount: ZMoney,
  /** The purchase's total and host share: an amount refunded splits between host and platform as they do. */
  totalPrice: ZMoney,
  userAmount: ZMoney,
});
export type TTransactionRefunds = z.infer<typeof ZTransactionRefunds>;
