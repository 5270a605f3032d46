import { describe, expect, it } from 'vitest';
import { payouts, purchases } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';

const t = await build();

function purchase(
  eventId: number,
  userAmountCents: number,
  status: 'APPROVED' | 'PENDING' | 'RECUSED' | 'CANCELLED',
) {
  return {
    eventId,
    guestName: 'G',
    guestEmail: 'g@example.com',
    userAmountCents,
    totalPriceCents: userAmountCents,
    percentage: 0,
    status,
  };
}

describe('GET /api/users/events/{eventId}/transactions', () => {
  it('answers received, transferred, pending and available in reais', async () => {
    const { event, host, headers } = await createHostEvent(t.db);
    await t.db
      .insert(purchases)
      .values([
        purchase(event.id, 10000, 'APPROVED'),
        purchase(event.id, 5050, 'APPROVED'),
        purchase(event.id, 99999, 'PENDING'),
        purchase(event.id, 88888, 'RECUSED'),
      ]);
    await t.db.insert(payouts).values([
      {
        eventId: event.id,
        userId: host.id,
        requestedAmountCents: 4000,
        paidAmountCents: 4000,
        status: 'PAID',
      },
      { eventId: event.id, userId: host.id, requestedAmountCents: 3000 },
    ]);

    const response = await t.app.inject({ url: `/api/users/events/${event.id}/transactions`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      totalReceived: 150.5,
      totalTransferred: 40,
      totalPending: 30,
      totalAvailable: 80.5,
      totalHeld: 0,
      totalReserved: 0,
      totalBought: 0,
      releases: [],
    });
  });

  it("refuses without a host session and answers 404 for another host's event", async () => {
    const { event } = await createHostEvent(t.db);
    await expectUserOnly(t, { url: `/api/users/events/${event.id}/transactions` });
    await expectOtherHost404(t, { url: `/api/users/events/${event.id}/transactions` });
  });
});
