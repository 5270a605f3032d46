import type { Db } from '../../../../../src/db/client';
import { guestCompanions, guests } from '../../../../../src/db/schema/index';
import { createTestUser } from '../../../../helpers/accounts';

/** The admin guest modal as typed: the server trims and lower-cases. */
export const GUEST_FORM = {
  firstName: ' Bruno ',
  lastName: 'Costa',
  email: 'Bruno@Teste.dev',
  phoneNumber: '(11) 91234-5678',
};

/** A host's new event. */
export async function newEvent(db: Db) {
  const { event } = await createTestUser(db);
  if (!event) throw new Error('no event');
  return event;
}

/** A guest who confirmed with two companions and a note. */
export async function confirmedGuest(db: Db, eventId: number, createdAt = new Date('2025-05-01T12:00:00Z')) {
  const [guest] = await db
    .insert(guests)
    .values({
      eventId,
      firstName: 'Carla',
      lastName: 'Dias',
      email: 'carla@teste.dev',
      phoneNumber: '(21) 99999-0000',
      message: 'Estaremos lá!',
      createdAt,
    })
    .returning();
  if (!guest) throw new Error('no guest');
  await db.insert(guestCompanions).values([
    { guestId: guest.id, name: 'Davi', age: 8 },
    { guestId: guest.id, name: 'Eva', age: 35 },
  ]);
  return guest;
}
