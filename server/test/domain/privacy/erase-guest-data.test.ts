import { buyerNameLabel } from '@celebra/shared/format';
import { describe, expect, it } from 'vitest';
import { eraseEventGuestData } from '../../../src/domain/privacy/erase-event-guest-data';
import { erasePersonData } from '../../../src/domain/privacy/erase-person-data';
import { createTestUser } from '../../helpers/accounts';
import { createTestDatabase } from '../../helpers/test-database';
import { eventTotals, personalColumns, seedGuestData } from './seed-guest-data';

const { db } = await createTestDatabase();
const NOW = new Date('2026-11-20T12:00:00Z');

async function hostEvent() {
  const host = await createTestUser(db);
  if (!host.event) throw new Error('event not created');
  return host.event.id;
}

describe('eraseEventGuestData', () => {
  it('anonymises every guest, message and purchase of the event, and the totals stay', async () => {
    const eventId = await hostEvent();
    const { guest } = await seedGuestData(db, eventId, {
      email: 'bia@example.com',
      phone: '(11) 91234-5678',
    });
    await seedGuestData(db, eventId, { email: 'leo@example.com', phone: '21 99876-5432', firstName: 'Leo' });
    const totalsBefore = await eventTotals(db, eventId);

    const counts = await db.transaction((tx) => eraseEventGuestData(tx, eventId, NOW));

    expect(counts).toEqual({ guests: 2, messages: 2, purchases: 2 });
    expect(await eventTotals(db, eventId)).toEqual(totalsBefore);
    const after = await personalColumns(db, eventId);
    for (const row of after.guests) {
      expect(row).toMatchObject({ firstName: 'Convidado', lastName: 'removido', email: '', phoneNumber: '' });
      expect(row.message).toBeNull();
      expect(row.erasedAt).toEqual(NOW);
    }
    // The old personal link no longer opens the site with the guest's data.
    expect(after.guests.map((g) => g.invitationToken)).not.toContain(guest.invitationToken);
    expect(after.companions.map((c) => c.name)).toEqual(['', '', '', '']);
    expect(after.companions.map((c) => c.age).sort()).toEqual([34, 34, 6, 6]);
    expect(after.answers).toEqual([]);
    for (const row of after.messages) {
      expect(row).toMatchObject({
        firstName: '',
        lastName: '',
        email: '',
        message: '[removido]',
        erasedAt: NOW,
      });
    }
    for (const row of after.purchases) {
      expect(row).toMatchObject({ guestEmail: '', guestMessage: null, status: 'APPROVED', erasedAt: NOW });
      expect(buyerNameLabel(row.guestName)).toBe('Anônimo');
    }
  });

  it('leaves the other events alone and skips the rows already erased', async () => {
    const eventId = await hostEvent();
    const otherId = await hostEvent();
    await seedGuestData(db, eventId, { email: 'bia@example.com', phone: '(11) 91234-5678' });
    await seedGuestData(db, otherId, { email: 'bia@example.com', phone: '(11) 91234-5678' });
    const otherBefore = await personalColumns(db, otherId);

    await eraseEventGuestData(db, eventId, NOW);
    const again = await eraseEventGuestData(db, eventId, new Date('2026-12-01T00:00:00Z'));

    expect(again).toEqual({ guests: 0, messages: 0, purchases: 0 });
    expect((await personalColumns(db, eventId)).guests[0]?.erasedAt).toEqual(NOW);
    expect(await personalColumns(db, otherId)).toEqual(otherBefore);
  });
});

describe('erasePersonData', () => {
  it("erases one person's rows on every event, found by e-mail in any case, and no one else's", async () => {
    const first = await hostEvent();
    const second = await hostEvent();
    await seedGuestData(db, first, { email: 'Maria.Souza@Example.com', phone: '(31) 90000-1111' });
    await seedGuestData(db, second, { email: 'maria.souza@example.com', phone: '31900001111' });
    await seedGuestData(db, second, {
      email: 'pedro@example.com',
      phone: '(41) 98888-7777',
      firstName: 'Pedro',
    });
    const totalsBefore = [await eventTotals(db, first), await eventTotals(db, second)];

    const counts = await erasePersonData(db, { email: ' MARIA.SOUZA@example.com ' }, NOW);

    expect(counts).toEqual({ guests: 2, messages: 2, purchases: 2, mailJobs: 0 });
    expect([await eventTotals(db, first), await eventTotals(db, second)]).toEqual(totalsBefore);
    const secondRows = await personalColumns(db, second);
    expect(secondRows.guests.map((g) => g.email).sort()).toEqual(['', 'pedro@example.com']);
    expect(secondRows.messages.map((m) => m.message).sort()).toEqual(['Felicidades ao casal!', '[removido]']);
    expect(secondRows.purchases.map((p) => p.guestName).sort()).toEqual(['', 'Pedro Lima']);
    // Pedro's answer to the host's question stays; Maria's is gone.
    expect(secondRows.answers).toEqual([{ answer: 'Vegetariana' }]);
    expect((await personalColumns(db, first)).guests[0]).toMatchObject({ firstName: 'Convidado', email: '' });
  });

  it('finds guests by the digits of the phone, with or without the country code, and what their e-mails left', async () => {
    const eventId = await hostEvent();
    await seedGuestData(db, eventId, { email: 'ana@example.com', phone: '(48) 97777-6666' });
    await seedGuestData(db, eventId, { email: 'ana2@example.com', phone: '+55 48 97777-6666' });
    await seedGuestData(db, eventId, { email: 'outra@example.com', phone: '(48) 97777-6660' });

    const counts = await erasePersonData(db, { phone: '48977776666' }, NOW);

    // Messages and purchases keep no phone: the two confirmations' e-mails reach them.
    expect(counts).toEqual({ guests: 2, messages: 2, purchases: 2, mailJobs: 0 });
    const after = await personalColumns(db, eventId);
    expect(after.guests.map((g) => g.phoneNumber).sort()).toEqual(['', '', '(48) 97777-6660']);
  });
});
