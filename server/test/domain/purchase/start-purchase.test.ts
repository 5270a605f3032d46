import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventGifts, purchaseItems, purchases } from '../../../src/db/schema/index';
import type { DomainError } from '../../../src/domain/errors/domain-error';
import { findPurchaseBasis } from '../../../src/domain/purchase/find-purchase-basis';
import { priceCart } from '../../../src/domain/purchase/price-cart';
import {
  type PaymentStep,
  type PurchaseStart,
  startPurchase,
} from '../../../src/domain/purchase/start-purchase';
import { createTestUser } from '../../helpers/accounts';
import { build } from '../../helpers/build';
import { addGiftsToEvent } from '../../helpers/payments';

/**
 * The one path of a guest's purchase, whatever the way of paying: the row written (PENDING, its
 * lines, its units claimed in the database) before the way of paying's own step is called, once
 * per attempt, and a lost claim never reaching that step (so never the provider).
 */
const t = await build();

/** A new event with one gift of `quantity` cotas at R$ 50,00. */
async function listWith(quantity: number) {
  const host = await createTestUser(t.db);
  const eventId = host.event?.id ?? 0;
  const [gift] = await addGiftsToEvent(t.db, eventId, [5_000]);
  const giftId = gift?.id ?? 0;
  await t.db
    .update(eventGifts)
    .set({ kind: 'cotas', name: 'Lua de mel', quantity })
    .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)));
  return { eventId, giftId };
}

/** What the purchase route does before paying: the basis read, the id reserved, the cart priced. */
async function startOf(eventId: number, giftId: number, attemptId = randomUUID()): Promise<PurchaseStart> {
  const items = [{ id: giftId, quantity: 1 }];
  const { event, found, percentageGift, purchaseId } = await findPurchaseBasis(
    t.db,
    eventId,
    [giftId],
    attemptId,
  );
  return {
    purchaseId,
    attemptId,
    event,
    percentageGift,
    cart: priceCart(found, items, percentageGift, false),
    guest: { name: 'Convidada', email: ' Convidada@Example.com ', message: null },
    client: '198.51.100.20',
  };
}

/** A way of paying that records what the database holds when it is called. */
function recordingStep(method: 'card' | 'pix') {
  const seen: { id: number; status: string | undefined; lines: number; claimed: number | undefined }[] = [];
  const step: PaymentStep<number> = {
    method,
    pay: async (row) => {
      const [written] = await t.db.select().from(purchases).where(eq(purchases.id, row.id));
      const lines = await t.db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, row.id));
      const [gift] = await t.db
        .select({ claimed: eventGifts.claimed })
        .from(eventGifts)
        .where(eq(eventGifts.eventId, written?.eventId ?? 0));
      seen.push({ id: row.id, status: written?.status, lines: lines.length, claimed: gift?.claimed });
      return row.id;
    },
  };
  return { step, seen };
}

describe('startPurchase', () => {
  it.each(['card', 'pix'] as const)(
    'writes the %s purchase, its lines and its claim before paying',
    async (method) => {
      const { eventId, giftId } = await listWith(3);
      const start = await startOf(eventId, giftId);
      const { step, seen } = recordingStep(method);

      const id = await startPurchase(t.app.services, start, step);

      expect(id).toBe(start.purchaseId);
      expect(seen).toEqual([{ id: start.purchaseId, status: 'PENDING', lines: 1, claimed: 1 }]);
      const [row] = await t.db.select().from(purchases).where(eq(purchases.id, id));
      expect(row).toMatchObject({
        paymentMethod: method,
        guestEmail: 'convidada@example.com',
        totalPriceCents: 5_000,
      });
    },
  );

  it("writes the Pix's own columns it is given, and no card's", async () => {
    const { eventId, giftId } = await listWith(3);
    const start = await startOf(eventId, giftId);
    const pixExpiresAt = new Date(Math.ceil((Date.now() + 30 * 60_000) / 1000) * 1000);
    const { step } = recordingStep('pix');

    const id = await startPurchase(t.app.services, start, {
      ...step,
      columns: { pixExpiresAt, statusToken: 'token-da-tentativa' },
    });

    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, id));
    expect(row).toMatchObject({ pixExpiresAt, statusToken: 'token-da-tentativa', paymentLink: null });
  });

  it('pays the same row when the attempt is sent again: one purchase, one claim', async () => {
    const { eventId, giftId } = await listWith(3);
    const attemptId = randomUUID();
    const first = await startOf(eventId, giftId, attemptId);
    const again = await startOf(eventId, giftId, attemptId);
    const { step, seen } = recordingStep('card');

    await startPurchase(t.app.services, first, step);
    await startPurchase(t.app.services, again, step);

    expect(seen.map((row) => row.id)).toEqual([first.purchaseId, first.purchaseId]);
    expect(seen.map((row) => row.claimed)).toEqual([1, 1]);
    expect(await t.db.select().from(purchases).where(eq(purchases.eventId, eventId))).toHaveLength(1);
  });

  it('never calls the way of paying when the database refuses the claim (the last cota taken)', async () => {
    const { eventId, giftId } = await listWith(1);
    const winner = await startOf(eventId, giftId);
    const loser = await startOf(eventId, giftId);
    const { step, seen } = recordingStep('pix');

    await startPurchase(t.app.services, winner, step);
    const refused = await startPurchase(t.app.services, loser, step).catch((error: DomainError) => error);

    expect(refused).toMatchObject({ code: 'conflict' });
    expect(seen.map((row) => row.id)).toEqual([winner.purchaseId]);
    expect(await t.db.select().from(purchases).where(eq(purchases.id, loser.purchaseId))).toEqual([]);
  });
});
