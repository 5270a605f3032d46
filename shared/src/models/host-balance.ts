import { z } from 'zod';
import { ZIsoDate, ZMoney } from './primitives';
import { ZTransactionTotals } from './transaction';

/** Money on hold that becomes available on one day (the day in Brasília, 'YYYY-MM-DD'). */
export const ZBalanceRelease = z.object({
  date: ZIsoDate,
  amount: ZMoney,
});
export type TBalanceRelease = z.infer<typeof ZBalanceRelease>;

/**
 * The host's balance: the totals, plus the money of approved gifts still in the platform's
 * holding period ('A liberar'). `totalHeld` is part of `totalReceived` and never of
 * `totalAvailable`; `releases` says when it becomes available, soonest first, and adds up to it.
 * The gifts to be delivered are received but never available: `totalReserved` ('Reservado para
 * entregas') is the share of those not yet bought, `totalBought` ('Usado em presentes entregues')
 * of those bought. While the balance is not below zero, totalReceived = totalAvailable + totalHeld
 * + totalReserved + totalBought + totalTransferred + totalPending; below zero, `negativeBalance`
 * takes the place of available and held.
 */
export const ZHostBalance = ZTransactionTotals.extend({
  totalHeld: ZMoney,
  totalReserved: ZMoney,
  totalBought: ZMoney,
  releases: z.array(ZBalanceRelease),
});
export type THostBalance = z.infer<typeof ZHostBalance>;
