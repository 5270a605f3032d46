import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries } from '../../db/schema/index';

/** What can run a statement: the pool or an open transaction. */
type Executor = Pick<Db, 'select' | 'insert'>;

/**
 * The `occurrence` of a line's REFUND entry: this base plus the line's id (purchase_items.id).
 * The ledger's unique index is (purchase_id, kind, occurrence); the database's own REFUND of a
 * whole purchase numbers its occurrence by how many times the purchase was credited (1, 2, …,
 * never near a million), so a line's refund can neither meet it nor another line's, and the index
 * itself makes a line's refund happen once.
 *
 * The database's trigger reads this base too (ledger_purchases_updated, migration
 * 0013_ledger-reversal-after-line-refunds): when a purchase leaves APPROVED, its reversal takes
 * back the host share less the lines refunded since its latest credit, so each line is reversed
 * once whoever moves the purchase; and its FEE_REVERSED the fee less the lines' own fee reversals
 * since its latest FEE_KEPT (migration 0021). Changing the base means changing those functions
 * with it.
 * Entries numbered 500 000 + a credit's number are corrections written before that migration.
 */
export const LINE_REFUND_OCCURRENCE_BASE = 1_000_000;

/**
 * The `occurrence` of a refund of an amount (part of the purchase or of a line): this base plus
 * its number among the purchase's amount refunds (1, 2, …). Above the line base, so everything
 * that reads the line refunds since the latest credit (the reversal's trigger, the state, what
 * remains) counts these with them; below it never, so a line id can never meet one.
 */
export const AMOUNT_REFUND_OCCURRENCE_BASE = 2_000_000;

/**
 * Appends the refund of an amount the guest gets back: the REFUND of its host part and the
 * FEE_REVERSED of the rest (the platform's), both numbered `occurrence`. Throws (unique violation)
 * when that number was taken.
 */
export async function recordAmountRefund(
  db: Executor,
  refund: { eventId: number; purchaseId: number; occurrence: number; hostCents: number; feeCents: number },
): Promise<void> {
  const entry = { eventId: refund.eventId, purchaseId: refund.purchaseId, occurrence: refund.occurrence };
  await db
    .insert(ledgerEntries)
    .values([
      ...(refund.hostCents > 0
        ? [{ ...entry, kind: 'REFUND' as const, amountCents: -refund.hostCents }]
        : []),
      ...(refund.feeCents > 0
        ? [{ ...entry, kind: 'FEE_REVERSED' as const, amountCents: -refund.feeCents }]
        : []),
    ]);
}

/**
 * The purchase's amount refunds: what they gave back since its latest credit (guest: host part +
 * fee part; host: the host part), and the next free number for one.
 */
export async function findAmountRefunds(db: Pick<Db, 'select'>, purchaseId: number) {
  const [row] = await db
    .select({
      guestCents:
        sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.id} > coalesce((
        select max(c.id) from ledger_entries c where c.purchase_id = ${purchaseId} and c.kind = 'GIFT_CREDITED'), 0)), 0)`.mapWith(
          Number,
        ),
      hostCents:
        sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'REFUND' and ${ledgerEntries.id} > coalesce((
        select max(c.id) from ledger_entries c where c.purchase_id = ${purchaseId} and c.kind = 'GIFT_CREDITED'), 0)), 0)`.mapWith(
          Number,
        ),
      last: sql<number>`coalesce(max(${ledgerEntries.occurrence}), ${AMOUNT_REFUND_OCCURRENCE_BASE})`.mapWith(
        Number,
      ),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.purchaseId, purchaseId),
        sql`${ledgerEntries.kind} in ('REFUND', 'FEE_REVERSED')`,
        gte(ledgerEntries.occurrence, AMOUNT_REFUND_OCCURRENCE_BASE),
      ),
    );
  return {
    guestCents: row?.guestCents ?? 0,
    hostCents: row?.hostCents ?? 0,
    nextOccurrence: (row?.last ?? AMOUNT_REFUND_OCCURRENCE_BASE) + 1,
  };
}

/**
 * Appends the REFUND of one purchase line: − the line's host share (unit price × quantity), and
 * the FEE_REVERSED of the platform's part of what the guest gets back for it (− refunded − host
 * share; none when that is 0), both numbered LINE_REFUND_OCCURRENCE_BASE + the line's id. Throws
 * (unique violation) when the line was refunded before.
 */
export async function recordLineRefund(
  db: Executor,
  line: { eventId: number; purchaseId: number; itemId: number; userAmountCents: number; refundCents: number },
): Promise<void> {
  const occurrence = LINE_REFUND_OCCURRENCE_BASE + line.itemId;
  const feeCents = line.refundCents - line.userAmountCents;
  await db.insert(ledgerEntries).values([
    {
      eventId: line.eventId,
      kind: 'REFUND',
      amountCents: -line.userAmountCents,
      purchaseId: line.purchaseId,
      occurrence,
    },
    ...(feeCents > 0
      ? [
          {
            eventId: line.eventId,
            kind: 'FEE_REVERSED' as const,
            amountCents: -feeCents,
            purchaseId: line.purchaseId,
            occurrence,
          },
        ]
      : []),
  ]);
}

/** The ids of a purchase's lines refunded one by one, as the ledger remembers them. */
export async function findRefundedLineIds(db: Pick<Db, 'select'>, purchaseId: number): Promise<number[]> {
  const rows = await db
    .select({ occurrence: ledgerEntries.occurrence })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.purchaseId, purchaseId),
        eq(ledgerEntries.kind, 'REFUND'),
        gte(ledgerEntries.occurrence, LINE_REFUND_OCCURRENCE_BASE),
        lt(ledgerEntries.occurrence, AMOUNT_REFUND_OCCURRENCE_BASE),
      ),
    );
  return rows.map((row) => row.occurrence - LINE_REFUND_OCCURRENCE_BASE);
}
