import { z } from 'zod';
import { ZPayoutStatus } from './payout';
import { ZPixKeyType } from './payout-destination';
import { ZIsoDateTime, ZModelId, ZMoney } from './primitives';

/**
 * One payout of an event as its host follows it: when it was requested, when it was paid (null
 * until then) or failed or was cancelled (and why), and the Pix key it goes to, masked (null on
 * payouts older than destinations).
 */
export const ZHostPayout = z.object({
  id: ZModelId,
  requestedAmount: ZMoney,
  /** Null until paid. */
  paidAmount: ZMoney.nullable(),
  status: ZPayoutStatus,
  requestedAt: ZIsoDateTime,
  /** When the administrator concluded it; null until then. */
  paidAt: ZIsoDateTime.nullable(),
  /** When it failed or was cancelled (the money went back to the balance then); null otherwise. */
  closedAt: ZIsoDateTime.nullable(),
  /** Why it failed or was cancelled, as the administrator wrote it; null otherwise. */
  closingReason: z.string().nullable(),
  destination: z.object({ pixKeyType: ZPixKeyType, pixKey: z.string() }).nullable(),
});
export type THostPayout = z.infer<typeof ZHostPayout>;
