import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instantInDays } from '../../db/list-query';
import { events, ledgerEntries } from '../../db/schema/index';

/** One row of the administrator's statement. */
export type LedgerExportRow = {
  id: number;
  createdAt: Date;
  eventTitle: string;
  kind: (typeof ledgerEntries.kind.enumValues)[number];
  amountCents: number;
  purchaseId: number | null;
  payoutId: number | null;
};

/** Rows read per round trip: a year of entries is sent page after page, never held at once. */
export const LEDGER_EXPORT_PAGE_SIZE = 1_000;

/**
 * The ledger's entries made between two calendar days (both included, in the platform's time
 * zone), oldest first, `LEDGER_EXPORT_PAGE_SIZE` at a time: each page is read from the
 * (created_at, id) index after the last row of the one before (keyset paging, so page 300 costs
 * what page 1 does, and entries appended meanwhile do not shift the pages).
 */
export async function* findLedgerEntriesOfPeriod(
  db: Db,
  period: { from: string; to: string },
): AsyncGenerator<LedgerExportRow[]> {
  const inPeriod = instantInDays(ledgerEntries.createdAt, period.from, period.to);
  // The last row's instant as PostgreSQL writes it: a Date would drop the microseconds, and the
  // next page would repeat or skip the rows of that millisecond.
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const page = await db
      .select({
        id: ledgerEntries.id,
        createdAt: ledgerEntries.createdAt,
        eventTitle: events.title,
        kind: ledgerEntries.kind,
        amountCents: ledgerEntries.amountCents,
        purchaseId: ledgerEntries.purchaseId,
        payoutId: ledgerEntries.payoutId,
        at: sql<string>`${ledgerEntries.createdAt}::text`,
      })
      .from(ledgerEntries)
      .innerJoin(events, eq(events.id, ledgerEntries.eventId))
      .where(
        and(
          ...inPeriod,
          after &&
            sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) > (${after.at}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
      .limit(LEDGER_EXPORT_PAGE_SIZE);
    if (page.length > 0) yield page.map(({ at: _at, ...row }) => row);
    const last = page[page.length - 1];
    if (!last || page.length < LEDGER_EXPORT_PAGE_SIZE) return;
    after = { at: last.at, id: last.id };
  }
}
