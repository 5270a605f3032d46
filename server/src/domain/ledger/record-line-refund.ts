import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries } from '../../db/schema/index';

/** What can run a statement: the pool or an open transaction. */
type Executor = Pick<Db, 'select' | 'insert'>;

/**
 * The `occurrence` of a line's REFUND entry: this base plus the line's id (purchase_items.id).
 * The ledger's unique index is (purchase_id, kind, occurrence); the database's own REFUND of a
 * whole purchase numbers its occurrence by how many times the purchase was credited (1, 2, …,
 * never near a million), so a line's refund can neither meet it nor another line's, and the index
 * itself makes a line's refund happen once. The correction written when a partly refunded
 * purchase is refunded whole (below) sits just under it, numbered by that credit.
 */
export const LINE_REFUND_OCCURRENCE_BASE = 1_000_000;
const LINE_REFUNDS_REVERSAL_BASE = 500_000;

/**
 * Appends the REFUND of one purchase line: − the line's host share (unit price × quantity). Throws
 * (unique violation) when the line was refunded before.
 */
export async function recordLineRefund(
  db: Executor,
  line: { eventId: number; purchaseId: number; itemId: number; userAmountCents: number },
): Promise<void> {
  await db.insert(ledgerEntries).values({
    eventId: line.eventId,
    kind: 'REFUND',
    amountCents: -line.userAmountCents,
    purchaseId: line.purchaseId,
    occurrence: LINE_REFUND_OCCURRENCE_BASE + line.itemId,
  });
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
      ),
    );
  return rows.map((row) => row.occurrence - LINE_REFUND_OCCURRENCE_BASE);
}

/**
 * A partly refunded purchase refunded whole: leaving APPROVED makes the database write the REFUND
 * of the whole host share, though its refunded lines were already taken back one by one. This
 * entry (+ their sum, kind REFUND, numbered after the purchase's current credit) gives those lines
 * back so that each centavo is reversed once. Call it in the transaction of the status change.
 */
export async function recordLineRefundsReversal(
  db: Executor,
  input: { eventId: number; purchaseId: number; refundedLinesCents: number },
): Promise<void> {
  if (input.refundedLinesCents <= 0) return;
  const [credits] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.purchaseId, input.purchaseId), eq(ledgerEntries.kind, 'GIFT_CREDITED')));
  await db.insert(ledgerEntries).values({
    eventId: input.eventId,
    kind: 'REFUND',
    amountCents: input.refundedLinesCents,
    purchaseId: input.purchaseId,
    occurrence: LINE_REFUNDS_REVERSAL_BASE + (credits?.count ?? 1),
  });
}
