import { z } from 'zod';

/** Admin dashboard counters: active events, active gifts, pending payouts, negative balances. */
export const ZAdminDashboardTotals = z.object({
  events: z.number().int().nonnegative(),
  gifts: z.number().int().nonnegative(),
  pendingPayouts: z.number().int().nonnegative(),
  /** Events whose balance is below zero, and the sum of those balances (reais, below zero or 0). */
  negativeBalances: z.object({ count: z.number().int().nonnegative(), total: z.number() }),
  /**
   * Delivery lines 'A comprar' or 'Comprado' whose due window meets this week (Monday to Sunday,
   * São Paulo time).
   */
  deliveriesDueThisWeek: z.number().int().nonnegative(),
});
export type TAdminDashboardTotals = z.infer<typeof ZAdminDashboardTotals>;

/** Host dashboard counters: confirmed people (guests and companions), messages, payout requests. */
export const ZHostDashboardTotals = z.object({
  guests: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  payout: z.number().int().nonnegative(),
});
export type THostDashboardTotals = z.infer<typeof ZHostDashboardTotals>;
