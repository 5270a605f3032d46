import { z } from 'zod';
import { ZPayoutDestinationSnapshot } from './payout-destination';
import { ZIsoDateTime, ZModelId, ZMoney } from './primitives';

/** PENDING Pendente, PAID Pago, FAILED Falhou, CANCELLED Cancelado. */
export const PAYOUT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export const ZPayoutStatus = z.enum(PAYOUT_STATUSES);
export type TPayoutStatus = z.infer<typeof ZPayoutStatus>;

/** A transfer of a host's available money to them. */
export const ZPayout = z.object({
  id: ZModelId,
  eventId: ZModelId,
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  event: z.object({ title: z.string() }),
  requestedAmount: ZMoney,
  /** Null until concluded. */
  paidAmount: ZMoney.nullable(),
  status: ZPayoutStatus,
  createdAt: ZIsoDateTime,
  /** Where the host asked for it to go, as it was then; null on payouts older than destinations. */
  destination: ZPayoutDestinationSnapshot.nullable(),
});
export type TPayout = z.infer<typeof ZPayout>;
