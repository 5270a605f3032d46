import { describe, expect, it } from 'vitest';
import { purchaseItems, purchases } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import {
  addGiftsToEvent,
  createHostEvent,
  expectOtherHost404,
  expectUserOnly,
} from '../../../helpers/host-event';

const t = await build();

describe('GET /api/users/events/{eventId}/received-gifts', () => {
  it("answers this event's purchases, newest first, with their items and images (status=ALL)", async () => {
    const { event, headers } = await createHostEvent(t.db);
    const [panela] = await addGiftsToEvent(t.db, event.id, [
      { name: 'Panela', priceCents: 10000, imageUrl: '/media/p.webp' },
    ]);
    const [older, newer] = await t.db
      .insert(purchases)
      .values([
        {
          eventId: event.id,
          guestName: '',
          guestEmail: 'anon@example.com',
          userAmountCents: 20000,
          totalPriceCents: 21000,
          percentage: 5,
          status: 'APPROVED',
          createdAt: new Date('2030-01-01T00:00:00Z'),
        },
        {
          eventId: event.id,
          guestName: 'Bruno',
          guestEmail: 'bruno@example.com',
          userAmountCents: 10000,
          totalPriceCents: 10500,
          percentage: 5,
          status: 'PENDING',
          createdAt: new Date('2030-01-02T00:00:00Z'),
        },
      ])
      .returning();
    if (!older || !newer) throw new Error('no purchases');
    await t.db.insert(purchaseItems).values([
      { purchaseId: older.id, giftId: panela, giftName: 'Panela', unitPriceCents: 10000, quantity: 2 },
      {
        purchaseId: newer.id,
        giftId: null,
        giftName: 'Presente removido',
        unitPriceCents: 10000,
        quantity: 1,
      },
    ]);
    await t.db.insert(purchases).values({
      eventId: (await createHostEvent(t.db)).event.id,
      guestEmail: 'x@example.com',
      userAmountCents: 1,
      totalPriceCents: 1,
      percentage: 0,
    });

    const all = await t.app.inject({
      url: `/api/users/events/${event.id}/received-gifts?status=ALL`,
      headers,
    });

    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      success: true,
      message: expect.any(String),
      receivedGifts: [
        expect.objectContaining({
          id: newer.id,
          guestName: 'Bruno',
          status: 'PENDING',
          userAmount: 100,
          createdAt: '2030-01-02T00:00:00.000Z',
          heldUntil: null,
          items: [
            expect.objectContaining({ giftName: 'Presente removido', quantity: 1, amount: 100, gift: null }),
          ],
        }),
        expect.objectContaining({
          id: older.id,
          status: 'APPROVED',
          userAmount: 200,
          heldUntil: null,
          items: [
            expect.objectContaining({
              giftName: 'Panela',
              quantity: 2,
              amount: 200,
              gift: { imageUrl: '/media/p.webp' },
            }),
          ],
        }),
      ],
      // The anonymous approved gift is still to thank.
      unthankedCount: 1,
    });
    expect(all.body).not.toContain('anon@example.com');
  });

  it('answers the approved purchases by default, and each status on its own when asked', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const statuses = ['APPROVED', 'PENDING', 'RECUSED', 'CANCELLED'] as const;
    const rows = await t.db
      .insert(purchases)
      .values(
        statuses.map((status, index) => ({
          eventId: event.id,
          guestEmail: 'g@example.com',
          userAmountCents: 1000 * (index + 1),
          totalPriceCents: 1000 * (index + 1),
          percentage: 0,
          status,
        })),
      )
      .returning({ id: purchases.id, status: purchases.status });
    const idsOf = (response: { json: () => { receivedGifts: { id: number; status: string }[] } }) =>
      response.json().receivedGifts.map((gift) => [gift.id, gift.status]);
    const url = `/api/users/events/${event.id}/received-gifts`;

    const byDefault = await t.app.inject({ url, headers });
    expect(byDefault.statusCode).toBe(200);
    expect(idsOf(byDefault)).toEqual(
      rows.filter((row) => row.status === 'APPROVED').map((r) => [r.id, r.status]),
    );
    for (const status of statuses) {
      const response = await t.app.inject({ url: `${url}?status=${status}`, headers });
      expect(response.statusCode).toBe(200);
      expect(idsOf(response)).toEqual(
        rows.filter((row) => row.status === status).map((r) => [r.id, r.status]),
      );
    }
    const all = await t.app.inject({ url: `${url}?status=ALL`, headers });
    expect(idsOf(all).length).toBe(4);
  });

  it.each(['aprovado', 'approved', 'PAID', ''])(
    "refuses ?status=%s with 'Status inválido.'",
    async (status) => {
      const { event, headers } = await createHostEvent(t.db);
      const response = await t.app.inject({
        url: `/api/users/events/${event.id}/received-gifts?status=${status}`,
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Status inválido.' });
    },
  );

  it("refuses without a host session and answers 404 for another host's event", async () => {
    const { event } = await createHostEvent(t.db);
    await expectUserOnly(t, { url: `/api/users/events/${event.id}/received-gifts` });
    await expectOtherHost404(t, { url: `/api/users/events/${event.id}/received-gifts` });
    await expectOtherHost404(t, { url: `/api/users/events/${event.id}/received-gifts?status=ALL` });
  });
});
