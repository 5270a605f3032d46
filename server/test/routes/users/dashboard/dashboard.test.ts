import { describe, expect, it } from 'vitest';
import { eventMessages, guestCompanions, guests, payouts } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';

const t = await build();

async function addGuest(eventId: number, companions: number, attending: boolean | null = true) {
  const [guest] = await t.db
    .insert(guests)
    .values({
      eventId,
      firstName: 'G',
      lastName: 'H',
      email: 'g@example.com',
      phoneNumber: '(11) 91234-5678',
      attending,
    })
    .returning();
  if (!guest) throw new Error('no guest');
  for (let i = 0; i < companions; i++) {
    await t.db.insert(guestCompanions).values({ guestId: guest.id, name: `C${i}`, age: 10 });
  }
}

describe('GET /api/users/event/{eventId}/dashboard/retrieve', () => {
  it('counts confirmed people (guests and companions), messages and payout requests of this event only', async () => {
    const { event, host, headers } = await createHostEvent(t.db);
    const other = await createHostEvent(t.db);
    await addGuest(event.id, 2);
    await addGuest(event.id, 0);
    // Neither a guest who cannot come nor an invitation not answered yet is a person coming.
    await addGuest(event.id, 1, false);
    await addGuest(event.id, 0, null);
    await addGuest(other.event.id, 3);
    await t.db.insert(eventMessages).values([
      { eventId: event.id, firstName: 'A', lastName: 'B', email: 'a@example.com', message: 'Oi' },
      { eventId: other.event.id, firstName: 'A', lastName: 'B', email: 'a@example.com', message: 'Oi' },
    ]);
    await t.db.insert(payouts).values([
      {
        eventId: event.id,
        userId: host.id,
        requestedAmountCents: 1000,
        paidAmountCents: 1000,
        status: 'PAID',
      },
      { eventId: event.id, userId: host.id, requestedAmountCents: 500 },
    ]);

    const response = await t.app.inject({ url: `/api/users/event/${event.id}/dashboard/retrieve`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      totals: { guests: 4, messages: 1, payout: 2 },
    });
  });

  it('answers zeros for a new event', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const response = await t.app.inject({ url: `/api/users/event/${event.id}/dashboard/retrieve`, headers });
    expect(response.json().totals).toEqual({ guests: 0, messages: 0, payout: 0 });
  });

  it("refuses without a host session and answers 404 for another host's event", async () => {
    const { event } = await createHostEvent(t.db);
    await expectUserOnly(t, { url: `/api/users/event/${event.id}/dashboard/retrieve` });
    await expectOtherHost404(t, { url: `/api/users/event/${event.id}/dashboard/retrieve` });
  });
});
