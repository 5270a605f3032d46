import { centsToReais } from '@celebra/shared/format';
import type { TPayoutRecord } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payouts } from '../../db/schema/index';
import { findPayoutCoverCents } from './find-payout-cover';
import { concluderOf, findPayoutRows, toPayout } from './find-payouts';

/**
 * GET /admin/payouts/{id}: the payout as the list shows it, with its reasons, its history (requested
 * by the host, then paid, failed or cancelled by an administrator) and, while it is pending, what
 * the host has to cover it now (find-payout-cover.ts): what 'Concluir Repasse' shows before paying.
 */
export async function findPayoutRecord(db: Db, id: number): Promise<TPayoutRecord | undefined> {
  const [row] = await findPayoutRows(db, eq(payouts.id, id));
  if (!row) return undefined;
  const payout = toPayout(row);
  const history: TPayoutRecord['history'] = [
    { status: 'PENDING', at: payout.createdAt, by: `${row.firstName} ${row.lastName}`.trim(), reason: null },
  ];
  if (row.status !== 'PENDING' && row.concludedAt) {
    history.push({
      status: row.status,
      at: row.concludedAt.toISOString(),
      by: concluderOf(row)?.name ?? null,
      reason: row.closingReason ?? row.balanceOverrideReason ?? row.shortfallReason,
    });
  }
  const cover =
    row.status === 'PENDING'
      ? await findPayoutCoverCents(db, {
          eventId: row.eventId,
          requestedAmountCents: row.requestedAmountCents,
          createdAt: row.createdAt,
        })
      : null;
  return {
    ...payout,
    shortfallReason: row.shortfallReason,
    balanceOverrideReason: row.balanceOverrideReason,
    history,
    cover: cover && {
      balance: centsToReais(cover.balanceCents),
      held: centsToReais(cover.heldCents),
      reserved: centsToReais(cover.reservedCents),
      coverable: centsToReais(cover.coverableCents),
      refundsSinceRequest: {
        count: cover.refundsSinceRequest.count,
        amount: centsToReais(cover.refundsSinceRequest.amountCents),
      },
      openChargebacks: {
        count: cover.openChargebacks.count,
        amount: centsToReais(cover.openChargebacks.amountCents),
      },
    },
  };
}
