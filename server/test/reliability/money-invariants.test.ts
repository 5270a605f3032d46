import { randomUUID } from 'node:crypto';
import { centsToReais, priceLines, reaisToCents } from '@celebra/shared/format';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventGifts } from '../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../helpers/accounts';
import { addGiftsToEvent, createHostEvent } from '../helpers/host-event';
import { readOutbox } from '../helpers/outbox';
import { buildWithPayments, MP_TOKEN, setPlatformFees } from '../helpers/payments';

/**
 * The money rules, as a property: over random interleavings (sometimes simultaneous) of guest
 * purchases, checkout outcomes through the webhook, status changes by an administrator, payout
 * requests by the host and their conclusions, every event's balance keeps its invariants:
 * available is never negative; received − transferred − pending = available whenever that is not
 * negative (a refund after a payout clamps it to zero); the host and the admin see the same
 * figures; at most one payout is pending; every purchase's lines add up to what the host gets and
 * the guest's price adds exactly the platform's percentage: every centavo is accounted for.
 *
 * The provider's histories that once broke the money are part of the actions: a checkout refused
 * and paid later at the same link after its cota went to another guest; an approval that the
 * provider takes to pending or in mediation and back; a card's button clicked up to five times at
 * once (one attempt: one purchase, one checkout); the same notification repeated (and, within
 * a batch, delivered at the same time as others). Besides, after every batch: the event's gift in
 * cotas is never held past its quantity and holds exactly its pending and approved purchases'
 * cotas; the platform's books (FEE_KEPT + FEE_REVERSED) are the fees of the purchases approved
 * now; each purchase's guest got at most one 'Presente confirmado', exactly one once its approval
 * was mailed; a late approval refunded at the provider was refunded once.
 */
const { t, mock, checkout, notify, setProviderStatus } = await buildWithPayments({ TRUST_PROXY: 'true' });
const PERCENTAGE = 7.5;
await setPlatformFees(t.db, { percentageGift: PERCENTAGE });
const admin = await createTestAdmin(t.db);
const asAdmin = await adminHeaders(t.db, admin.id);
const PRICES = [1_999, 10_000, 33_333, 250_001];
/** The list's first gift is in COTAS cotas. */
const COTAS = 2;
let guestNumber = 0;

type World = {
  events: { id: number; headers: Record<string, string>; giftIds: number[] }[];
  purchases: { id: number; paymentLink: string; eventIndex: number; email: string }[];
  payouts: { id: number; requestedCents: number }[];
};

type Action =
  | { kind: 'purchase'; event: number; gift: number; quantity: number; submits: number }
  | { kind: 'checkout'; purchase: number; decision: 'approve' | 'reject' | 'pending' }
  | { kind: 'status'; purchase: number; status: 'APPROVED' | 'PENDING' | 'RECUSED' | 'CANCELLED' }
  | { kind: 'provider'; purchase: number; status: 'pending' | 'in_mediation' | 'approved'; times: number }
  | { kind: 'repeat'; purchase: number; times: number }
  | { kind: 'payout'; event: number }
  | { kind: 'conclude'; payout: number; fraction: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('purchase' as const),
      event: fc.nat(1),
      gift: fc.nat(3),
      quantity: fc.integer({ min: 1, max: 3 }),
      // The guest's fast clicks on the card's button: the same attempt sent this many times at once.
      submits: fc.constantFrom(1, 1, 2, 5),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      purchase: fc.nat(20),
      decision: fc.constantFrom('approve' as const, 'reject' as const, 'pending' as const),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      purchase: fc.nat(20),
      status: fc.constantFrom(
        'APPROVED' as const,
        'PENDING' as const,
        'RECUSED' as const,
        'CANCELLED' as const,
      ),
    }),
    weight: 2,
  },
  {
    // The provider moves a payment it reported (approved → pending or in mediation → approved).
    arbitrary: fc.record({
      kind: fc.constant('provider' as const),
      purchase: fc.nat(20),
      status: fc.constantFrom('pending' as const, 'in_mediation' as const, 'approved' as const),
      times: fc.integer({ min: 1, max: 2 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('repeat' as const),
      purchase: fc.nat(20),
      times: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('payout' as const), event: fc.nat(1) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('conclude' as const),
      payout: fc.nat(5),
      fraction: fc.constantFrom(1, 1, 0.5),
    }),
    weight: 2,
  },
);
/** Batches of actions; the actions of a batch run at the same time. */
const scenario = fc.array(fc.array(action, { minLength: 1, maxLength: 3 }), { minLength: 4, maxLength: 10 });

async function run(world: World, step: Action): Promise<void> {
  switch (step.kind) {
    case 'purchase': {
      const event = world.events[step.event];
      if (!event) return;
      guestNumber += 1;
      const email = `g${guestNumber}@teste.dev`;
      const attemptId = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: step.submits }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/guests/purchase',
            headers: { 'x-forwarded-for': `10.9.${guestNumber >> 8}.${guestNumber & 255}` },
            payload: {
              eventId: event.id,
              attemptId,
              name: 'Convidado',
              email,
              items: [{ id: event.giftIds[step.gift], quantity: step.quantity }],
            },
          }),
        ),
      );
      // One attempt, one purchase: however many times it was sent, at most one row holds it.
      const { rows: written } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from purchases where attempt_id = ${attemptId}`,
      );
      expect(Number(written[0]?.n)).toBeLessThanOrEqual(1);
      const response = responses[0] as (typeof responses)[number];
      // The cotas may be held by others: 409 'Restam …'.
      if (step.gift === 0 && response.statusCode === 409) return;
      for (const each of responses) expect(each.statusCode).toBe(200);
      const { paymentLink } = response.json() as { paymentLink: string };
      // Every click of the attempt is answered the same checkout.
      for (const each of responses)
        expect(each.json<{ paymentLink: string }>().paymentLink).toBe(paymentLink);
      const { rows } = await t.db.execute<{ id: number }>(
        sql`select id from purchases where payment_link = ${paymentLink}`,
      );
      world.purchases.push({ id: Number(rows[0]?.id), paymentLink, eventIndex: step.event, email });
      return;
    }
    case 'checkout': {
      const purchase = world.purchases[step.purchase % Math.max(1, world.purchases.length)];
      if (purchase) await checkout(purchase.paymentLink, step.decision);
      return;
    }
    case 'status': {
      const purchase = world.purchases[step.purchase % Math.max(1, world.purchases.length)];
      if (!purchase) return;
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/transactions/${purchase.id}/status`,
        headers: asAdmin,
        payload: { status: step.status, reason: 'Conferido no Mercado Pago' },
      });
      // Taking back cotas another guest holds now is refused: 409.
      expect([200, 409]).toContain(response.statusCode);
      return;
    }
    case 'provider':
    case 'repeat': {
      const purchase = world.purchases[step.purchase % Math.max(1, world.purchases.length)];
      if (!purchase) return;
      const paymentId = await paymentOf(purchase.id);
      if (!paymentId) return;
      if (step.kind === 'provider') {
        // Only a payment the provider still holds moves between approved, pending and mediation.
        if (!['approved', 'pending', 'in_mediation'].includes(await providerStatusOf(paymentId))) return;
        await setProviderStatus(paymentId, step.status);
      }
      const answers = await notify(paymentId, { times: step.times });
      expect(answers.every((status) => status === 200)).toBe(true);
      return;
    }
    case 'payout': {
      const event = world.events[step.event];
      if (!event) return;
      const response = await t.app.inject({
        url: `/api/users/events/${event.id}/payout-requests`,
        headers: event.headers,
      });
      expect([200, 400, 409]).toContain(response.statusCode);
      if (response.statusCode === 200) {
        const { rows } = await t.db.execute<{ id: number; requested: number }>(
          sql`select id, requested_amount_cents as requested from payouts where event_id = ${event.id} and status = 'PENDING'`,
        );
        for (const row of rows)
          world.payouts.push({ id: Number(row.id), requestedCents: Number(row.requested) });
      }
      return;
    }
    case 'conclude': {
      const payout = world.payouts[step.payout % Math.max(1, world.payouts.length)];
      if (!payout) return;
      const paidAmount = centsToReais(Math.max(1, Math.round(payout.requestedCents * step.fraction)));
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/payouts/${payout.id}/conclude`,
        headers: asAdmin,
        payload: { paidAmount },
      });
      expect([200, 409]).toContain(response.statusCode);
    }
  }
}

async function paymentOf(purchaseId: number): Promise<string | null> {
  const { rows } = await t.db.execute<{ payment: string | null }>(
    sql`select provider_payment_id as payment from purchases where id = ${purchaseId}`,
  );
  return rows[0]?.payment ?? null;
}

const providerHeaders = { authorization: `Bearer ${MP_TOKEN}` };

async function providerStatusOf(paymentId: string): Promise<string> {
  const response = await fetch(`${mock.url}/v1/payments/${paymentId}`, { headers: providerHeaders });
  return ((await response.json()) as { status: string }).status;
}

/** The provider's histories' invariants: cotas, the platform's books, the mails, the late refunds. */
async function checkHistories(world: World): Promise<void> {
  for (const event of world.events) {
    const { rows: cotas } = await t.db.execute<{ claimed: number; quantity: number; held: number }>(sql`
      select eg.claimed, eg.quantity,
        (select coalesce(sum(i.quantity), 0)::int from purchase_items i
          join purchases p on p.id = i.purchase_id
          where i.gift_id = eg.gift_id and p.event_id = eg.event_id and p.status in ('PENDING', 'APPROVED')) as held
      from event_gifts eg where eg.event_id = ${event.id} and eg.gift_id = ${event.giftIds[0]}`);
    const line = cotas[0];
    expect(line?.claimed).toBeLessThanOrEqual(COTAS);
    expect(line?.claimed).toBe(line?.held);

    const { rows: fees } = await t.db.execute<{ books: string; approved: string }>(sql`
      select
        (select coalesce(sum(amount_cents), 0) from ledger_entries
          where event_id = ${event.id} and kind in ('FEE_KEPT', 'FEE_REVERSED')) as books,
        (select coalesce(sum(total_price_cents - user_amount_cents), 0) from purchases
          where event_id = ${event.id} and status = 'APPROVED') as approved`);
    expect(Number(fees[0]?.books)).toBe(Number(fees[0]?.approved));
  }

  const mails = await readOutbox(t.config);
  for (const purchase of world.purchases) {
    const { rows } = await t.db.execute<{ mailed: boolean; refunded: boolean; payment: string | null }>(sql`
      select approval_mailed_at is not null as mailed, late_approval_refunded_at is not null as refunded,
        provider_payment_id as payment
      from purchases where id = ${purchase.id}`);
    const row = rows[0];
    const confirmations = mails.filter(
      (mail) => mail.to.includes(purchase.email) && mail.subject.startsWith('Presente confirmado'),
    );
    expect(confirmations).toHaveLength(row?.mailed ? 1 : 0);
    if (row?.refunded && row.payment) {
      const response = await fetch(`${mock.url}/v1/payments/${row.payment}/refunds`, {
        headers: providerHeaders,
      });
      expect(await response.json()).toHaveLength(1);
      expect(
        mails.filter((mail) => mail.to.includes(purchase.email) && /já foi presenteado/.test(mail.subject)),
      ).toHaveLength(1);
    }
  }
}

/** The invariants, each figure computed again from the rows (not through find-balance.ts). */
async function checkInvariants(world: World): Promise<void> {
  for (const event of world.events) {
    const host = (
      await t.app.inject({ url: `/api/users/events/${event.id}/transactions`, headers: event.headers })
    ).json();
    const back = (
      await t.app.inject({ url: `/api/admin/events/${event.id}/transactions`, headers: asAdmin })
    ).json();
    const figures = (body: Record<string, number>) => [
      body.totalReceived,
      body.totalTransferred,
      body.totalPending,
      body.totalAvailable,
    ];
    expect(figures(back)).toEqual(figures(host));

    const { rows } = await t.db.execute<{
      received: string;
      transferred: string;
      pending: string;
      pendings: number;
    }>(sql`
      select
        (select coalesce(sum(user_amount_cents), 0) from purchases where event_id = ${event.id} and status = 'APPROVED') as received,
        (select coalesce(sum(paid_amount_cents), 0) from payouts where event_id = ${event.id} and status = 'PAID') as transferred,
        (select coalesce(sum(requested_amount_cents), 0) from payouts where event_id = ${event.id} and status = 'PENDING') as pending,
        (select count(*)::int from payouts where event_id = ${event.id} and status = 'PENDING') as pendings`);
    const row = rows[0];
    const [received, transferred, pending] = [row?.received, row?.transferred, row?.pending].map(Number) as [
      number,
      number,
      number,
    ];
    const available = reaisToCents(host.totalAvailable);
    expect(reaisToCents(host.totalReceived)).toBe(received);
    expect(reaisToCents(host.totalTransferred)).toBe(transferred);
    expect(reaisToCents(host.totalPending)).toBe(pending);
    expect(available).toBeGreaterThanOrEqual(0);
    expect(available).toBe(Math.max(0, received - transferred - pending));
    if (received - transferred - pending >= 0) expect(received - transferred - pending - available).toBe(0);
    expect(row?.pendings).toBeLessThanOrEqual(1);
  }

  // Every purchase: lines = what the host gets; the guest pays that plus exactly the percentage.
  const { rows: purchases } = await t.db.execute<{
    id: number;
    user: number;
    total: number;
    percentage: string;
    lines: number;
    items: number;
    final: number;
  }>(sql`
    select p.id, p.user_amount_cents as user, p.total_price_cents as total, p.percentage,
      count(i.id)::int as lines, coalesce(sum(i.unit_price_cents * i.quantity), 0)::int as items,
      0 as final
    from purchases p left join purchase_items i on i.purchase_id = p.id
    where p.event_id in (${sql.join(
      world.events.map((event) => sql`${event.id}`),
      sql`, `,
    )})
    group by p.id`);
  const { rows: lines } = await t.db.execute<{ purchase_id: number; unit: number; quantity: number }>(sql`
    select purchase_id, unit_price_cents as unit, quantity from purchase_items
    where purchase_id in (select id from purchases where event_id in (${sql.join(
      world.events.map((event) => sql`${event.id}`),
      sql`, `,
    )}))`);
  for (const purchase of purchases) {
    expect(purchase.lines).toBeGreaterThan(0);
    expect(purchase.items).toBe(purchase.user);
    // The guest's price: each line plus the percentage of the whole line, rounded once.
    const final = priceLines(
      lines
        .filter((line) => line.purchase_id === purchase.id)
        .map((line) => ({ unitPriceCents: line.unit, quantity: line.quantity })),
      Number(purchase.percentage),
      true,
    ).guestCents;
    expect(purchase.total).toBe(final);
    expect(purchase.total).toBeGreaterThanOrEqual(purchase.user);
  }
}

describe('money invariants over random interleavings', () => {
  it('hold after every step', async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async (batches) => {
        const world: World = { events: [], purchases: [], payouts: [] };
        for (let index = 0; index < 2; index++) {
          const { event, headers } = await createHostEvent(t.db);
          const giftIds = await addGiftsToEvent(
            t.db,
            event.id,
            PRICES.map((priceCents, gift) => ({ name: `Presente ${gift}`, priceCents })),
          );
          world.events.push({ id: event.id, headers, giftIds });
          await t.db
            .update(eventGifts)
            .set({ kind: 'cotas', name: 'Lua de mel', quantity: COTAS })
            .where(and(eq(eventGifts.eventId, event.id), eq(eventGifts.giftId, giftIds[0] ?? 0)));
        }
        for (const batch of batches) {
          await Promise.all(batch.map((step) => run(world, step)));
          steps += batch.length;
          await checkInvariants(world);
          await checkHistories(world);
        }
      }),
      {
        numRuns: Number(process.env.MONEY_RUNS ?? 30),
        // The history that sold a cota twice and kept a fee twice, whatever the seed: A's card is
        // refused, B takes both cotas and pays, A pays the same checkout later; B's payment goes
        // to pending, in mediation and back to approved, its notifications repeated.
        examples: [
          [
            [
              [{ kind: 'purchase', event: 0, gift: 0, quantity: 1, submits: 5 }],
              [{ kind: 'checkout', purchase: 0, decision: 'reject' }],
              [{ kind: 'purchase', event: 0, gift: 0, quantity: 2, submits: 1 }],
              [{ kind: 'checkout', purchase: 1, decision: 'approve' }],
              [{ kind: 'checkout', purchase: 0, decision: 'approve' }],
              [{ kind: 'repeat', purchase: 0, times: 3 }],
              [{ kind: 'provider', purchase: 1, status: 'pending', times: 2 }],
              [{ kind: 'provider', purchase: 1, status: 'approved', times: 2 }],
              [
                { kind: 'provider', purchase: 1, status: 'in_mediation', times: 1 },
                { kind: 'repeat', purchase: 1, times: 2 },
              ],
              [{ kind: 'provider', purchase: 1, status: 'approved', times: 3 }],
            ],
          ],
        ],
        endOnFailure: true,
        seed: Number(process.env.MONEY_SEED ?? 42),
      },
    );
    console.info(`money invariants: ${steps} actions checked`);
    expect(PERCENTAGE).toBeGreaterThan(0);
  }, 180_000);
});
