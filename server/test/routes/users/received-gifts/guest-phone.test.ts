import { describe, expect, it } from 'vitest';
import { guests, purchases } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent } from '../../../helpers/host-event';

const t = await build();

async function giftFrom(eventId: number, guestName: string, guestEmail: string) {
  await t.db.insert(purchases).values({
    eventId,
    guestName,
    guestEmail,
    userAmountCents: 10_000,
    totalPriceCents: 10_500,
    percentage: 5,
    status: 'APPROVED',
  });
}

const guest = (eventId: number, email: string, phoneNumber: string) => ({
  eventId,
  firstName: 'Carla',
  lastName: 'Dias',
  email,
  phoneNumber,
});

describe("GET /api/users/events/{eventId}/received-gifts: the guest's phone for the thank-you", () => {
  it("carries the phone of the event's guest with the buyer's e-mail, in any case; null when unknown or anonymous", async () => {
    const { event, headers } = await createHostEvent(t.db);
    const other = await createHostEvent(t.db);
    await t.db.insert(guests).values([
      guest(event.id, 'carla@example.com', '(11) 98765-4321'),
      guest(event.id, 'semfone@example.com', ''),
      // Another couple's guest with the same address: never this couple's.
      guest(other.event.id, 'bruno@example.com', '(21) 91234-5678'),
    ]);
    await giftFrom(event.id, 'Carla Dias', 'Carla@Example.com');
    await giftFrom(event.id, 'Bruno Lima', 'bruno@example.com');
    await giftFrom(event.id, 'Sem Fone', 'semfone@example.com');
    await giftFrom(event.id, '', 'carla@example.com');

    const response = await t.app.inject({ url: `/api/users/events/${event.id}/received-gifts`, headers });

    expect(response.statusCode).toBe(200);
    const phones = (response.json().receivedGifts as { guestName: string; guestPhone: string | null }[]).map(
      (gift) => [gift.guestName, gift.guestPhone],
    );
    expect(phones).toEqual([
      ['', null],
      ['Sem Fone', null],
      ['Bruno Lima', null],
      ['Carla Dias', '(11) 98765-4321'],
    ]);
  });
});
