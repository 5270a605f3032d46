import type { ApiParsedQuery } from '@celebra/shared/api';
import { centsToReais } from '@celebra/shared/format';
import type { TChargeback } from '@celebra/shared/models';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offsetOf, totalPagesOf } from '../../db/list-query';
import { chargebacks, events, purchases } from '../../db/schema/index';

const deadline = chargebacks.documentationDeadline;

/** Which rows each filter keeps: a deadline still ahead, or not (past, or none given). */
const WHERE: Record<ApiParsedQuery<'adminListChargebacks'>['status'], SQL | undefined> = {
  OPEN: sql`${deadline} > now()`,
  CLOSED: sql`(${deadline} is null or ${deadline} <= now())`,
  ALL: undefined,
};

/**
 * GET /admin/chargebacks?status=: one page, the nearest deadline still ahead first, then the
 * deadlines already past (the latest first), then those without one, the newest first. Charge-backs
 * are few (a handful a month), so the page is the plain count and OFFSET over the deadline's index
 * rather than a remembered page window.
 */
export async function findChargebacks(db: Db, query: ApiParsedQuery<'adminListChargebacks'>) {
  const where = WHERE[query.status];
  const [counted] = await db.select({ total: count() }).from(chargebacks).where(where);
  const total = counted?.total ?? 0;
  const rows = await db
    .select({
      id: chargebacks.id,
      providerChargebackId: chargebacks.providerChargebackId,
      purchaseId: chargebacks.purchaseId,
      eventId: events.id,
      eventTitle: events.title,
      guestName: purchases.guestName,
      amountCents: chargebacks.amountCents,
      documentationRequired: chargebacks.documentationRequired,
      documentationDeadline: deadline,
      coverageApplied: chargebacks.coverageApplied,
      createdAt: chargebacks.createdAt,
    })
    .from(chargebacks)
    .innerJoin(purchases, eq(purchases.id, chargebacks.purchaseId))
    .innerJoin(events, eq(events.id, purchases.eventId))
    .where(where)
    .orderBy(
      sql`${deadline} > now() desc nulls last`,
      sql`case when ${deadline} > now() then ${deadline} end asc`,
      sql`${deadline} desc nulls last`,
      desc(chargebacks.id),
    )
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  return {
    chargebacks: rows.map(
      (row): TChargeback => ({
        id: row.id,
        providerChargebackId: row.providerChargebackId,
        transaction: { id: row.purchaseId },
        event: { id: row.eventId, title: row.eventTitle },
        guestName: row.guestName,
        amount: centsToReais(row.amountCents),
        documentationRequired: row.documentationRequired,
        documentationDeadline: row.documentationDeadline?.toISOString() ?? null,
        coverageApplied: row.coverageApplied,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    total,
    totalPages: totalPagesOf(total, query.limit),
  };
}
