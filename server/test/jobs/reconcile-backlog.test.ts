import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../src/db/schema/index';
import type { ReconcileProvider } from '../../src/jobs/reconcile-payments/look-up-payments';
import { reconcilePayments } from '../../src/jobs/reconcile-payments/reconcile-payments';
import { createTestUser } from '../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../helpers/payments';

// A backlog of abandoned checkouts far larger than a run's batch (100 per kind), and one purchase
// whose approval notification was lost among them.
const ABANDONED = 2_000;
const BATCH = 100;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const later = (ms: number) => new Date(Date.now() + ms);

const { t, mock, checkout } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 5 });
const host = await createTestUser(t.db, { event: { title: 'Lia & Rui', slug: 'lia-e-rui-backlog' } });
const eventId = host.event?.id ?? 0;
const [gift] = await addGiftsToEvent(t.db, eventId, [10_000]);

await fetch(`${mock.url}/__control/webhooks`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ deliver: false }),
});

/** The abandoned card checkouts, written at once: opened between 1 and 20 hours ago, never paid. */
async function insertAbandoned(count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    eventId,
    guestEmail: `abandonou-${index}@example.com`,
    userAmountCents: 10_000,
    totalPriceCents: 10_500,
    percentage: 5,
    paymentMethod: 'card',
    createdAt: later(-HOUR - Math.round((index / count) * 19 * HOUR)),
  }));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 1_000) {
    const written = await t.db
      .insert(purchases)
      .values(rows.slice(start, start + 1_000))
      .returning({ id: purchases.id });
    ids.push(...written.map((row) => row.id));
  }
  return ids;
}

const abandoned = await insertAbandoned(ABANDONED);

describe('a lost approval behind a backlog of abandoned checkouts', () => {
  it('is approved at the first run after RECONCILE_PENDING_MINUTES, whatever the backlog', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase',
      payload: {
        eventId,
        name: 'Nina Reis',
        email: 'aprovacao-perdida@example.com',
        items: [{ id: gift?.id, quantity: 1 }],
      },
    });
    expect(response.statusCode).toBe(200);
    const { paymentLink } = response.json() as { paymentLink: string };
    const { location } = await checkout(paymentLink, 'approve');
    expect(location.searchParams.get('status')).toBe('approved');
    const [row] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
    expect(row?.status).toBe('PENDING');

    const run = await reconcilePayments(t.app, { now: later(11 * MINUTE) });

    expect(run.approved).toBe(1);
    const [after] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, row?.id ?? 0));
    expect(after?.status).toBe('APPROVED');
  });

  it('asks the provider about every pending purchase within ceil(pending / 100) runs', async () => {
    const asked = new Set<string>();
    // The provider's search by reference, counted; it knows no payment for any of them.
    const provider: ReconcileProvider = {
      getPayment: async () => null,
      searchPayments: async (input) => {
        if (input.externalReference !== undefined) asked.add(input.externalReference);
        return { total: 0, limit: input.limit, offset: input.offset, results: [] };
      },
    };
    // Those the first test's run reached are settled already (asked, and cancelled as abandoned,
    // a card checkout holding its units for minutes only): the rest are still waiting their turn.
    const pending = await t.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(inArray(purchases.id, abandoned), eq(purchases.status, 'PENDING')));
    expect(pending.length).toBeGreaterThan(ABANDONED - 2 * BATCH);
    const runs = Math.ceil(pending.length / BATCH);

    for (let index = 0; index < runs; index++) {
      const run = await reconcilePayments(t.app, { now: later(11 * MINUTE + index * 5 * MINUTE), provider });
      expect(run.failed).toBe(0);
    }

    const missed = pending.map((row) => row.id).filter((id) => !asked.has(`purchase:${id}`));
    expect(missed).toEqual([]);
  });
});
