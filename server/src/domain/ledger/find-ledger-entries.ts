import { and, asc, eq, inArray, notInArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instantInDays } from '../../db/list-query';
import { events, ledgerEntries, purchases } from '../../db/schema/index';
import { LINE_REFUND_OCCURRENCE_BASE } from './record-line-refund';

/** One row of the administrator's statement. */
export type LedgerExportRow = {
  id: number;
  createdAt: Date;
  eventId: number;
  eventTitle: string;
  kind: (typeof ledgerEntries.kind.enumValues)[number];
  amountCents: number;
  purchaseId: number | null;
  payoutId: number | null;
  /** The provider's payment id of the entry's purchase (null: none yet, or a payout's entry). */
  providerPaymentId: string | null;
  /** The guest's name as the purchase keeps it ('' when they gave none; null for a payout's entry). */
  guestName: string | null;
  /**
   * A REFUND written by an administrator's status change before such changes had their own kind
   * (STATUS_REVERSED): the provider gave nothing back, so the statement does not call it 'Estorno'.
   */
  manualReversal: boolean;
  /** The event's balance for the host once this entry is counted (the platform's fees left out). */
  eventBalanceCents: number;
};

/** The platform's own movements: they never move a host's balance. */
export const PLATFORM_FEE_KINDS = ['FEE_KEPT', 'FEE_REVERSED'] as const;

/**
 * Each event's balance for the host before an instant: the running balance of the statement
 * starts from it, so a period's statement agrees with the balance the host sees.
 */
async function findOpeningBalances(db: Db, eventIds: number[], from: string): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const [start] = instantInDays(ledgerEntries.createdAt, from);
  const rows = await db
    .select({ eventId: ledgerEntries.eventId, cents: sum(ledgerEntries.amountCents).mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.eventId, eventIds),
        notInArray(ledgerEntries.kind, [...PLATFORM_FEE_KINDS]),
        start && sql`not (${start})`,
      ),
    )
    .groupBy(ledgerEntries.eventId);
  return new Map(rows.map((row) => [row.eventId, row.cents ?? 0]));
}

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
  const balances = new Map<number, number>();
  for (;;) {
    const page = await db
      .select({
        id: ledgerEntries.id,
        createdAt: ledgerEntries.createdAt,
        eventId: ledgerEntries.eventId,
        eventTitle: events.title,
        kind: ledgerEntries.kind,
        amountCents: ledgerEntries.amountCents,
        purchaseId: ledgerEntries.purchaseId,
        payoutId: ledgerEntries.payoutId,
        providerPaymentId: purchases.providerPaymentId,
        guestName: purchases.guestName,
        // The latest whole-purchase reversal of a purchase the migration 'purchase-states' judged
        // CANCELLED (set by hand, nothing refunded at the provider).
        manualReversal: sql<boolean>`(${ledgerEntries.kind} = 'REFUND'
          and ${ledgerEntries.occurrence} < ${LINE_REFUND_OCCURRENCE_BASE}
          and ${purchases.state} = 'CANCELLED'
          and not exists (select 1 from ledger_entries later
            where later.purchase_id = ${ledgerEntries.purchaseId} and later.id > ${ledgerEntries.id}
              and later.kind in ('REFUND', 'CHARGEBACK', 'STATUS_REVERSED')
              and later.occurrence < ${LINE_REFUND_OCCURRENCE_BASE}))`,
        at: sql<string>`${ledgerEntries.createdAt}::text`,
      })
      .from(ledgerEntries)
      .innerJoin(events, eq(events.id, ledgerEntries.eventId))
      .leftJoin(purchases, eq(purchases.id, ledgerEntries.purchaseId))
      .where(
        and(
          ...inPeriod,
          after &&
            sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) > (${after.at}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
      .limit(LEDGER_EXPORT_PAGE_SIZE);
    const unseen = [...new Set(page.map((row) => row.eventId))].filter((id) => !balances.has(id));
    for (const [eventId, cents] of await findOpeningBalances(db, unseen, period.from))
      balances.set(eventId, cents);
    if (page.length > 0)
      yield page.map(({ at: _at, ...row }) => {
        const moved = (PLATFORM_FEE_KINDS as readonly string[]).includes(row.kind) ? 0 : row.amountCents;
        const eventBalanceCents = (balances.get(row.eventId) ?? 0) + moved;
        balances.set(row.eventId, eventBalanceCents);
        return { ...row, eventBalanceCents };
      });
    const last = page[page.length - 1];
    if (!last || page.length < LEDGER_EXPORT_PAGE_SIZE) return;
    after = { at: last.at, id: last.id };
  }
}
