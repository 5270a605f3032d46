import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestAnswers, guests, rsvpQuestions } from '../../../../src/db/schema/index';
import { brasiliaDay, rsvpClosesAt } from '../../../../src/domain/rsvp/rsvp-deadline';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';

const t = await build();

afterEach(() => {
  vi.useRealTimers();
});

function put(eventId: number, headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'PUT', url: `/api/users/event/${eventId}/rsvp`, headers, payload });
}

describe('GET and PUT /api/users/event/{eventId}/rsvp', () => {
  it('answers the defaults of an event without settings', async () => {
    const { event, headers } = await createHostEvent(t.db, { settings: null });
    const response = await t.app.inject({ url: `/api/users/event/${event.id}/rsvp`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().rsvp).toEqual({ confirmationDeadline: null, childrenMaxAge: 12, questions: [] });
  });

  it('saves the deadline, the age band and the questions, shown on the public event too', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const today = brasiliaDay();

    const response = await put(event.id, headers, {
      confirmationDeadline: today,
      childrenMaxAge: 10,
      questions: [{ label: 'Restrição alimentar', required: true }, { label: 'Música' }],
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Configurações da confirmação salvas com sucesso.',
      rsvp: {
        confirmationDeadline: today,
        childrenMaxAge: 10,
        questions: [
          { id: expect.any(Number), label: 'Restrição alimentar', required: true },
          { id: expect.any(Number), label: 'Música', required: false },
        ],
      },
    });
    const read = await t.app.inject({ url: `/api/users/event/${event.id}/rsvp`, headers });
    expect(read.json().rsvp).toEqual(body.rsvp);
    await t.app.publicEventChangesHeard();
    const site = await t.app.inject({ url: `/api/guests/event/${event.slug}` });
    expect(site.json().event.rsvp).toEqual({
      deadline: today,
      open: true,
      childrenMaxAge: 10,
      questions: body.rsvp.questions,
    });
  });

  it('keeps the answers of kept questions, deletes the others with theirs, reorders', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const saved = (
      await put(event.id, headers, {
        confirmationDeadline: null,
        childrenMaxAge: 12,
        questions: [{ label: 'A' }, { label: 'B' }],
      })
    ).json().rsvp.questions as { id: number }[];
    const [a, b] = saved;
    const [guest] = await t.db
      .insert(guests)
      .values({ eventId: event.id, firstName: 'R', lastName: 'L', email: 'r@example.com', phoneNumber: '' })
      .returning();
    await t.db.insert(guestAnswers).values([
      { guestId: guest?.id ?? 0, questionId: a?.id ?? 0, answer: 'sim' },
      { guestId: guest?.id ?? 0, questionId: b?.id ?? 0, answer: 'não' },
    ]);

    const response = await put(event.id, headers, {
      confirmationDeadline: null,
      childrenMaxAge: 12,
      questions: [{ label: 'Nova' }, { id: b?.id, label: 'B renomeada', required: true }],
    });

    expect(response.json().rsvp.questions).toEqual([
      { id: expect.any(Number), label: 'Nova', required: false },
      { id: b?.id, label: 'B renomeada', required: true },
    ]);
    expect(
      await t.db
        .select()
        .from(guestAnswers)
        .where(eq(guestAnswers.guestId, guest?.id ?? 0)),
    ).toEqual([{ guestId: guest?.id, questionId: b?.id, answer: 'não' }]);
  });

  it("refuses another event's question id and changes nothing", async () => {
    const { event, headers } = await createHostEvent(t.db);
    const other = await createHostEvent(t.db);
    const [foreign] = await t.db
      .insert(rsvpQuestions)
      .values({ eventId: other.event.id, label: 'Alheia', required: false, position: 0 })
      .returning();

    const response = await put(event.id, headers, {
      confirmationDeadline: null,
      childrenMaxAge: 12,
      questions: [{ id: foreign?.id, label: 'Roubada' }],
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Uma das perguntas não existe neste evento. Recarregue a página e tente de novo.',
    );
    const [stillForeign] = await t.db
      .select()
      .from(rsvpQuestions)
      .where(eq(rsvpQuestions.id, foreign?.id ?? 0));
    expect(stillForeign).toMatchObject({ eventId: other.event.id, label: 'Alheia' });
  });

  it.each([
    [{ childrenMaxAge: 18 }, 'A idade máxima das crianças deve ficar entre 0 e 17 anos.'],
    [{ childrenMaxAge: -1 }, 'A idade máxima das crianças deve ficar entre 0 e 17 anos.'],
    [{ confirmationDeadline: '31/12/2030' }, /prazo|data/i],
    [{ questions: [{ label: '' }] }, /pergunta/i],
  ])('refuses %j with a message naming the field', async (change, message) => {
    const { event, headers } = await createHostEvent(t.db);
    const response = await put(event.id, headers, {
      confirmationDeadline: null,
      childrenMaxAge: 12,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    if (typeof message === 'string') expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(message);
  });

  it('closes the public form after the deadline, and the site says so', async () => {
    const { event, headers } = await createHostEvent(t.db);
    await put(event.id, headers, { confirmationDeadline: '2020-01-01', childrenMaxAge: 12, questions: [] });
    await t.app.publicEventChangesHeard();
    const site = await t.app.inject({ url: `/api/guests/event/${event.slug}` });
    expect(site.json().event.rsvp).toMatchObject({ deadline: '2020-01-01', open: false });
  });

  it('a cached site shows the new settings at once, and stops saying open when the deadline ends', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const today = brasiliaDay();
    const site = async () =>
      (await t.app.inject({ url: `/api/guests/event/${event.slug}` })).json().event.rsvp;
    await t.app.publicEventChangesHeard();
    expect((await site()).deadline).toBeNull();
    expect(t.app.publicEventCache.has(event.slug)).toBe(true);

    await put(event.id, headers, {
      confirmationDeadline: today,
      childrenMaxAge: 12,
      questions: [{ label: 'Q' }],
    });
    await t.app.publicEventChangesHeard();
    expect(await site()).toMatchObject({ deadline: today, open: true, questions: [{ label: 'Q' }] });

    // Only Date is faked (the database, its notices and the timers run as usual): a minute before
    // the deadline's midnight the page is cached again, open; a second after it, it is not.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(rsvpClosesAt(today).getTime() - 60_000);
    expect(await site()).toMatchObject({ open: true });
    expect(t.app.publicEventCache.has(event.slug)).toBe(true);
    vi.setSystemTime(rsvpClosesAt(today).getTime() + 1_000);
    expect(await site()).toMatchObject({ deadline: today, open: false });
  });

  it('is for the host of the event only', async () => {
    const { event } = await createHostEvent(t.db);
    const body = { confirmationDeadline: null, childrenMaxAge: 12, questions: [] };
    await expectUserOnly(t, { url: `/api/users/event/${event.id}/rsvp` });
    await expectUserOnly(t, { method: 'PUT', url: `/api/users/event/${event.id}/rsvp`, payload: body });
    await expectOtherHost404(t, { url: `/api/users/event/${event.id}/rsvp` });
    await expectOtherHost404(t, { method: 'PUT', url: `/api/users/event/${event.id}/rsvp`, payload: body });
  });
});
