import { z } from 'zod';
import { ZIsoDateTime, ZModelId, ZMoney } from './primitives';

/** APPROVED Aprovado, PENDING Pendente, RECUSED Recusado (sic), CANCELLED Cancelado. */
export const TRANSACTION_STATUSES = ['APPROVED', 'PENDING', 'RECUSED', 'CANCELLED'] as const;
export const ZTransactionStatus = z.enum(TRANSACTION_STATUSES);
export type TTransactionStatus = z.infer<typeof ZTransactionStatus>;

/** A guest's gift purchase as a payment. */
export const ZTransaction = z.object({
  id: ZModelId,
  event: z.object({ id: ZModelId }),
  guestName: z.string().nullable(),
  guestEmail: z.string().nullable(),
  /** Sum of the gifts' prices: what the host receives. */
  userAmount: ZMoney,
  /** What the guest paid. */
  totalPrice: ZMoney,
  /** The platform percentage at the time of the purchase. */
  percentage: z.number(),
  status: ZTransactionStatus,
  createdAt: ZIsoDateTime,
});
export type TTransaction = z.infer<typeof ZTransaction>;

/** A host's balance: available = received − transferred − pending, never below 0. */
export const ZTransactionTotals = z.object({
  totalReceived: ZMoney,
  totalTransferred: ZMoney,
  totalAvailable: ZMoney,
  totalPending: ZMoney,
});
export type TTransactionTotals = z.infer<typeof ZTransactionTotals>;
