import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestAnswers, guestCompanions, guests, rsvpQuestions } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent } from '../../../helpers/host-event';

const t = await build();

async function invitedGuest(eventId: number) {
  const [guest] = await t.db
    .insert(guests)
    .values({
      eventId,
      firstName: 'Rita',
      lastName: 'Lima',
      email: 'rita@example.com',
      phoneNumber: '(11) 91234-5678',
      attending: true,
      invitedAt: new Date(),
    })
    .returning();
  if (!guest) throw new Error('guest not created');
  return guest;
}

describe('GET /api/guests/invitation/{token}', () => {
  it("answers the guest's own details and answers, and marks the link opened once", async () => {
    const { event } = await createHostEvent(t.db);
    const guest = await invitedGuest(event.id);
    await invitedGuest(event.id);
    const [question] = await t.db
      .insert(rsvpQuestions)
      .values({ eventId: event.id, label: 'Música', required: false, position: 0 })
      .returning();
    await t.db.insert(guestCompanions).values({ guestId: guest.id, name: 'Léo', age: 4 });
    await t.db
      .insert(guestAnswers)
      .values({ guestId: guest.id, questionId: question?.id ?? 0, answer: 'Samba' });

    const first = await t.app.inject({ url: `/api/guests/invitation/${guest.invitationToken}` });

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: expect.any(String),
      invitation: {
        eventId: event.id,
        firstName: 'Rita',
        lastName: 'Lima',
        email: 'rita@example.com',
        phoneNumber: '(11) 91234-5678',
        message: null,
        attending: true,
        companions: [{ name: 'Léo', age: 4 }],
        answers: [{ questionId: question?.id, answer: 'Samba' }],
      },
    });
    const [opened] = await t.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(opened?.openedAt).toBeInstanceOf(Date);

    await t.app.inject({ url: `/api/guests/invitation/${guest.invitationToken}` });
    const [again] = await t.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(again?.openedAt).toEqual(opened?.openedAt);
  });

  it('answers 404 for an unknown token or a disabled event', async () => {
    const { event } = await createHostEvent(t.db, { event: { active: false } });
    const guest = await invitedGuest(event.id);
    for (const token of ['0'.repeat(32), guest.invitationToken]) {
      const response = await t.app.inject({ url: `/api/guests/invitation/${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Convite não encontrado. Confira o link que você recebeu.',
      });
    }
    const [row] = await t.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(row?.openedAt).toBeNull();
  });

  it('refuses a malformed token with 400', async () => {
    const response = await t.app.inject({ url: '/api/guests/invitation/nao-e-um-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});
