import { z } from 'zod';
import { ZPayoutDestinationSnapshot } from './payout-destination';
import { ZIsoDateTime, ZModelId, ZMoney } from './primitives';

/** PENDING Pendente, PAID Pago, FAILED Falhou, CANCELLED Cancelado. */
export const PAYOUT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export const ZPayoutStatus = z.enum(PAYOUT_STATUSES);
export type TPayoutStatus = z.infer<typeof ZPayoutStatus>;

/** The statuses an administrator may end a pending payout with other than paying it. */
export const PAYOUT_CLOSING_STATUSES = ['FAILED', 'CANCELLED'] as const;

/** The administrator who concluded, failed or cancelled a payout (null once their account is gone). */
export const ZPayoutAdmin = z.object({ id: ZModelId, name: z.string() });

/** A transfer of a host's available money to them. */
export const ZPayout = z.object({
  id: ZModelId,
  eventId: ZModelId,
  userId: ZModelId,
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  event: z.object({ title: z.string() }),
  requestedAmount: ZMoney,
  /** Null until concluded. */
  paidAmount: ZMoney.nullable(),
  status: ZPayoutStatus,
  createdAt: ZIsoDateTime,
  /** Where the host asked for it to go, as it was then; null on payouts older than destinations. */
  destination: ZPayoutDestinationSnapshot.nullable(),
  /** When it was paid, failed or was cancelled; null while pending. */
  concludedAt: ZIsoDateTime.nullable(),
  /** Who paid, failed or cancelled it. */
  concludedBy: ZPayoutAdmin.nullable(),
  /** The transfer's proof: the Pix end-to-end id, when the administrator gave it. */
  endToEndId: z.string().nullable(),
  /** Why it failed or was cancelled. */
  closingReason: z.string().nullable(),
});
export type TPayout = z.infer<typeof ZPayout>;

/**
 * What the host has to cover a pending payout now (centavos in the database, reais here): the
 * ledger's sum of the event's host entries (`balance`, below zero after refunds of money already
 * paid out), the part of it still on hold (`held`), this payout's reservation (`reserved`: the
 * request took it out of the balance) and so `coverable` = balance − held + reserved, what may be
 * paid; with what took money back since the request and the charge-backs still open.
 */
export const ZPayoutCover = z.object({
  balance: ZMoney,
  held: ZMoney,
  reserved: ZMoney,
  coverable: ZMoney,
  refundsSinceRequest: z.object({ count: z.number().int().nonnegative(), amount: ZMoney }),
  openChargebacks: z.object({ count: z.number().int().nonnegative(), amount: ZMoney }),
});
export type TPayoutCover = z.infer<typeof ZPayoutCover>;

/** One step of a payout's life: requested (PENDING), then paid, failed or cancelled. */
export const ZPayoutHistoryStep = z.object({
  status: ZPayoutStatus,
  at: ZIsoDateTime,
  by: z.string().nullable(),
  reason: z.string().nullable(),
});

/** A payout's record page: the list's row, its reasons, its history and (pending) its cover. */
export const ZPayoutRecord = ZPayout.extend({
  shortfallReason: z.string().nullable(),
  balanceOverrideReason: z.string().nullable(),
  history: z.array(ZPayoutHistoryStep),
  /** Null once it is no longer pending. */
  cover: ZPayoutCover.nullable(),
});
export type TPayoutRecord = z.infer<typeof ZPayoutRecord>;

/** An event whose balance is below zero (refunds of money already paid out). */
export const ZNegativeBalance = z.object({
  eventId: ZModelId,
  title: z.string(),
  userId: ZModelId,
  hostName: z.string(),
  /** Below zero, reais. */
  balance: ZMoney,
});
export type TNegativeBalance = z.infer<typeof ZNegativeBalance>;
