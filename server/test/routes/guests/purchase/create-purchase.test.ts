import { randomUUID } from 'node:crypto';
import { GIFT_NOT_ON_LIST_MESSAGE } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventGifts, events, gifts, purchaseItems, purchases } from '../../../../src/db/schema/index';
import { DomainError } from '../../../../src/domain/errors/domain-error';
import { createPurchase } from '../../../../src/domain/purchase/create-purchase';
import { findPurchaseBasis } from '../../../../src/domain/purchase/find-purchase-basis';
import { DOMAIN_ERROR_STATUS } from '../../../../src/http/domain-error-status';
import { createTestUser } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { addGiftsToEvent } from '../../../helpers/payments';

/**
 * The purchase is read (findPurchaseBasis), then written, then its checkout is created at the
 * provider: an event or a gift removed in between is the refusal the guest would have had a
 * moment earlier, never a 500.
 */
const t = await build();

async function basisOfNewEvent() {
  const host = await createTestUser(t.db);
  const eventId = host.event?.id ?? 0;
  const [gift] = await addGiftsToEvent(t.db, eventId, [2_500]);
  const basis = await findPurchaseBasis(t.db, eventId, [gift?.id ?? 0]);
  return { eventId, giftId: gift?.id ?? 0, basis };
}

const purchaseOf = ({ eventId, giftId, basis }: Awaited<ReturnType<typeof basisOfNewEvent>>) => ({
  id: basis.purchaseId,
  eventId,
  guestName: 'Carla',
  guestEmail: 'carla@example.com',
  guestMessage: null,
  userAmountCents: 2_500,
  totalPriceCents: 2_500,
  percentage: 0,
  feeCoveredByGuest: true,
  attemptId: randomUUID(),
  paymentMethod: 'card' as const,
  client: '203.0.113.7',
  items: [{ giftId, giftName: 'Presente', unitPriceCents: 2_500, quantity: 1, claimsUnits: false }],
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  // The status the route answers for it (the HTTP edge's table).
  return {
    status: DOMAIN_ERROR_STATUS[(error as DomainError).code],
    message: (error as DomainError).message,
  };
}

describe('createPurchase', () => {
  it('writes the purchase under its reserved id, with its lines', async () => {
    const read = await basisOfNewEvent();
    await createPurchase(t.db, purchaseOf(read));

    const [stored] = await t.db.select().from(purchases).where(eq(purchases.id, read.basis.purchaseId));
    expect(stored).toMatchObject({ eventId: read.eventId, status: 'PENDING', paymentMethod: 'card' });
    const lines = await t.db
      .select({ giftId: purchaseItems.giftId, quantity: purchaseItems.quantity })
      .from(purchaseItems)
      .where(eq(purchaseItems.purchaseId, read.basis.purchaseId));
    expect(lines).toEqual([{ giftId: read.giftId, quantity: 1 }]);
  });

  it('answers 404 when the event was deleted since it was read, and keeps nothing', async () => {
    const read = await basisOfNewEvent();
    await t.db.delete(events).where(eq(events.id, read.eventId));

    expect(await refusal(createPurchase(t.db, purchaseOf(read)))).toEqual({
      status: 404,
      message: 'Evento não encontrado!',
    });
    expect(await t.db.select().from(purchases).where(eq(purchases.id, read.basis.purchaseId))).toEqual([]);
  });

  it('answers 400 when a gift left the list and was removed since it was read, and keeps nothing', async () => {
    const read = await basisOfNewEvent();
    // As a host's own gift taken off their list goes: its line, then the gift.
    await t.db.delete(eventGifts).where(eq(eventGifts.giftId, read.giftId));
    await t.db.delete(gifts).where(eq(gifts.id, read.giftId));

    expect(await refusal(createPurchase(t.db, purchaseOf(read)))).toEqual({
      status: 400,
      message: GIFT_NOT_ON_LIST_MESSAGE,
    });
    expect(await t.db.select().from(purchases).where(eq(purchases.id, read.basis.purchaseId))).toEqual([]);
  });

  it('reserves a new id at every read, never one a purchase already has', async () => {
    const first = await basisOfNewEvent();
    const second = await basisOfNewEvent();
    expect(second.basis.purchaseId).toBeGreaterThan(first.basis.purchaseId);
  });
});
