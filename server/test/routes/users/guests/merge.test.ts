import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestAnswers, guestCompanions, guests, rsvpQuestions } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';

const t = await build();

const INVITED = {
  firstName: 'Maria',
  lastName: 'Oliveira',
  email: 'maria@example.com',
  phoneNumber: '',
};

function confirm(eventId: number, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/guests/confirmation/${eventId}`, payload });
}

function merge(eventId: number, guestId: number, body: object, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/guests/${eventId}/${guestId}/merge`,
    payload: body,
    headers,
  });
}

async function rowsOf(eventId: number) {
  return t.db.select().from(guests).where(eq(guests.eventId, eventId)).orderBy(guests.id);
}

describe('POST /api/users/guests/{eventId}/{guestId}/merge', () => {
  it("moves an answer sent without the personal link to the host's invited guest, and removes its row", async () => {
    const { event, headers } = await createHostEvent(t.db);
    const [question] = await t.db
      .insert(rsvpQuestions)
      .values({ eventId: event.id, label: 'Restrição alimentar', position: 0 })
      .returning();
    const [invited] = await t.db
      .insert(guests)
      .values({ eventId: event.id, ...INVITED, invitedAt: new Date() })
      .returning();
    if (!invited || !question) throw new Error('fixture');
    await t.db.insert(guestCompanions).values({ guestId: invited.id, name: 'Velho', age: 40 });
    await confirm(event.id, {
      ...INVITED,
      phoneNumber: '(11) 91234-5678',
      message: 'Parabéns!',
      companions: [{ name: 'Bia', age: 5 }],
      answers: [{ questionId: question.id, answer: 'Vegetariana' }],
    });
    const answer = (await rowsOf(event.id)).find((row) => row.id !== invited.id);
    if (!answer) throw new Error('answer not stored');

    const response = await merge(event.id, answer.id, { intoGuestId: invited.id }, headers);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Respostas juntadas com sucesso.',
      guest: {
        id: invited.id,
        invitationToken: invited.invitationToken,
        phoneNumber: '(11) 91234-5678',
        attending: true,
        message: 'Parabéns!',
        companions: [{ name: 'Bia', age: 5 }],
        answers: [{ questionId: question.id, answer: 'Vegetariana' }],
      },
    });
    const rows = await rowsOf(event.id);
    expect(rows.map((row) => row.id)).toEqual([invited.id]);
    expect(rows[0]).toMatchObject({ invitedAt: invited.invitedAt, answeredAt: expect.any(Date) });
    const leftovers = await t.db
      .select()
      .from(guestCompanions)
      .where(inArray(guestCompanions.guestId, [invited.id, answer.id]));
    expect(leftovers.map((row) => row.name)).toEqual(['Bia']);
    expect(await t.db.select().from(guestAnswers).where(eq(guestAnswers.guestId, answer.id))).toEqual([]);
  });

  it('refuses a guest merged into itself, or one of another event, and changes nothing', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const other = await createHostEvent(t.db);
    const [mine] = await t.db
      .insert(guests)
      .values({ eventId: event.id, ...INVITED })
      .returning();
    const [theirs] = await t.db
      .insert(guests)
      .values({ eventId: other.event.id, ...INVITED })
      .returning();
    if (!mine || !theirs) throw new Error('fixture');

    const self = await merge(event.id, mine.id, { intoGuestId: mine.id }, headers);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      success: false,
      message: 'Escolha outro convidado para juntar a esta resposta.',
    });
    for (const [from, into] of [
      [mine.id, theirs.id],
      [theirs.id, mine.id],
    ] as const) {
      const response = await merge(event.id, from, { intoGuestId: into }, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Convidado não encontrado.' });
    }
    expect(await rowsOf(event.id)).toEqual([mine]);
    expect(await rowsOf(other.event.id)).toEqual([theirs]);
  });

  it('names the field of a bad body, and is for the event host alone', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const [mine] = await t.db
      .insert(guests)
      .values({ eventId: event.id, ...INVITED })
      .returning();
    const bad = await merge(event.id, mine?.id ?? 0, { intoGuestId: 'x' }, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('O campo Convidado que fica é inválido.');
    const request = {
      method: 'POST' as const,
      url: `/api/users/guests/${event.id}/${mine?.id}/merge`,
      payload: { intoGuestId: 1 },
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
  });
});
