import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventGifts, purchases } from '../../../../src/db/schema/index';
import { createTestUser } from '../../../helpers/accounts';
import { waitForLockWaiters } from '../../../helpers/lock-waiters';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../../../helpers/payments';

const { t } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });

afterEach(() => {
  vi.restoreAllMocks();
});

/** An event whose list has the last cota of a honeymoon: 4 cotas, 3 of them held already. */
async function lastCota() {
  const host = await createTestUser(t.db);
  const eventId = host.event?.id ?? 0;
  const [gift] = await addGiftsToEvent(t.db, eventId, [10_000]);
  const giftId = gift?.id ?? 0;
  await t.db
    .update(eventGifts)
    .set({ kind: 'cotas', name: 'Lua de mel', priceCents: 25_000, quantity: 4, claimed: 3 })
    .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)));
  return { eventId, giftId };
}

async function listLine(eventId: number) {
  const [line] = await t.db
    .select({ claimed: eventGifts.claimed, quantity: eventGifts.quantity })
    .from(eventGifts)
    .where(eq(eventGifts.eventId, eventId));
  return line;
}

const purchasesOf = (eventId: number) =>
  t.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.eventId, eventId));

/** Sessions of this database waiting for a lock. */
/**
 * Runs both purchases so that each has passed priceCart (both saw the last cota free) before
 * either writes its lines: the list line's row is held locked until both wait on it, then let go.
 * Without the hold, the second request could simply arrive after the first one's insert and be
 * refused by priceCart, which would not test the database's refusal.
 */
async function atTheSameMoment<T>(eventId: number, both: () => Promise<T>): Promise<T> {
  let result: Promise<T> | undefined;
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from event_gifts where event_id = ${eventId} for update`);
    result = both();
    await waitForLockWaiters(t.db, 2);
  });
  return result as Promise<T>;
}

describe('two guests taking the last cota at the same moment', () => {
  it('by card: one gets it, the other a 409 naming the gift, one purchase written', async () => {
    const { eventId, giftId } = await lastCota();
    const buy = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/guests/purchase',
        payload: { eventId, name: 'Convidado', email, items: [{ id: giftId, quantity: 1 }] },
      });

    const answers = await atTheSameMoment(eventId, () =>
      Promise.all([buy('um@example.com'), buy('dois@example.com')]),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.json()).toEqual({ success: false, message: '"Lua de mel" já foi presenteado.' });
    expect(await purchasesOf(eventId)).toHaveLength(1);
    expect(await listLine(eventId)).toEqual({ claimed: 4, quantity: 4 });
  });

  it('by Pix: one gets its Pix, the other a 409 and no Pix is ever created for it', async () => {
    const { eventId, giftId } = await lastCota();
    const pixCreated = vi.spyOn(t.app.payments, 'createPixPayment');
    const buy = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/guests/purchase/pix',
        payload: {
          eventId,
          name: 'Convidado',
          email,
          cpf: '529.982.247-25',
          attemptId: randomUUID(),
          items: [{ id: giftId, quantity: 1 }],
        },
      });

    const answers = await atTheSameMoment(eventId, () =>
      Promise.all([buy('um@example.com'), buy('dois@example.com')]),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.statusCode === 200);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(won?.json().purchase.pix.code).toMatch(/^000201/);
    expect(lost?.json()).toEqual({ success: false, message: '"Lua de mel" já foi presenteado.' });
    expect(pixCreated).toHaveBeenCalledTimes(1);
    expect(await purchasesOf(eventId)).toHaveLength(1);
    expect(await listLine(eventId)).toEqual({ claimed: 4, quantity: 4 });
  });
});
