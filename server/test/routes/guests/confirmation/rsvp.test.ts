import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestCompanions, guests, rsvpQuestions, users } from '../../../../src/db/schema/index';
import { brasiliaDay, isRsvpOpen, rsvpClosesAt } from '../../../../src/domain/rsvp/rsvp-deadline';
import { build } from '../../../helpers/build';
import { createHostEvent } from '../../../helpers/host-event';
import { readOutbox } from '../../../helpers/outbox';

const t = await build();

const ANSWER = {
  firstName: 'Maria',
  lastName: 'Oliveira',
  email: 'maria@example.com',
  phoneNumber: '(11) 91234-5678',
};

function confirm(eventId: number, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/guests/confirmation/${eventId}`, payload });
}

async function rowsOf(eventId: number) {
  return t.db.select().from(guests).where(eq(guests.eventId, eventId)).orderBy(guests.id);
}

async function companionsOf(guestId: number) {
  return t.db
    .select({ name: guestCompanions.name, age: guestCompanions.age })
    .from(guestCompanions)
    .where(eq(guestCompanions.guestId, guestId));
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('POST /api/guests/confirmation/{eventId}: answering again', () => {
  it.each([
    ['the same e-mail, in other case', { email: 'MARIA@example.com', phoneNumber: '(21) 90000-0000' }],
    ['the same phone digits', { email: 'outra@example.com', phoneNumber: '(11) 91234-5678' }],
  ])(
    'without the personal link, an answer with %s records a new row and changes nobody',
    async (_case, contact) => {
      const { event } = await createHostEvent(t.db);
      expect(
        (await confirm(event.id, { ...ANSWER, companions: [{ name: 'Pedro', age: 30 }] })).json(),
      ).toEqual({
        success: true,
        message: 'Presença confirmada.',
        updated: false,
        summary: 'Você confirmou presença com 1 acompanhante.',
      });
      const [first] = await rowsOf(event.id);

      const response = await confirm(event.id, {
        ...ANSWER,
        ...contact,
        firstName: 'Intrusa',
        attending: false,
        companions: [],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Resposta registrada. Que pena que você não poderá ir!',
        updated: false,
        summary: 'Você respondeu que não poderá ir.',
      });
      const rows = await rowsOf(event.id);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(first);
      expect(await companionsOf(first?.id ?? 0)).toEqual([{ name: 'Pedro', age: 30 }]);
      expect(rows[1]).toMatchObject({ firstName: 'Intrusa', attending: false, answerChangedAt: null });
    },
  );

  it("leaves an invited guest's row alone and answers alike whether or not the address is on the list", async () => {
    const { event } = await createHostEvent(t.db);
    const [invited] = await t.db
      .insert(guests)
      .values({ eventId: event.id, ...ANSWER, invitedAt: new Date() })
      .returning();

    const known = await confirm(event.id, { ...ANSWER, firstName: 'Mariana' });
    const unknown = await confirm(event.id, {
      ...ANSWER,
      email: 'ninguem@example.com',
      phoneNumber: '(31) 98888-7777',
    });

    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const rows = await rowsOf(event.id);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(invited);
  });

  it('a resent identical answer adds no second row', async () => {
    const { event } = await createHostEvent(t.db);
    const answer = { ...ANSWER, message: 'Parabéns!', companions: [{ name: 'Bia', age: 5 }] };
    const first = await confirm(event.id, answer);
    const again = await confirm(event.id, answer);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(event.id)).toHaveLength(1);
    await confirm(event.id, { ...answer, companions: [{ name: 'Bia', age: 6 }] });
    expect(await rowsOf(event.id)).toHaveLength(2);
  });

  it("records 'Não poderei ir' and clears the companions", async () => {
    const { event } = await createHostEvent(t.db);
    await t.db
      .insert(rsvpQuestions)
      .values({ eventId: event.id, label: 'Restrição alimentar', required: true, position: 0 });
    await confirm(event.id, { ...ANSWER, companions: [{ name: 'Pedro', age: 30 }], answers: [] }).then((r) =>
      expect(r.statusCode).toBe(400),
    );

    const response = await confirm(event.id, {
      ...ANSWER,
      attending: false,
      companions: [{ name: 'Pedro', age: 30 }],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Resposta registrada. Que pena que você não poderá ir!',
      updated: false,
      summary: 'Você respondeu que não poderá ir.',
    });
    const [row] = await rowsOf(event.id);
    expect(row).toMatchObject({ attending: false });
    expect(await companionsOf(row?.id ?? 0)).toEqual([]);
  });

  it('makes one row of two answers sent at once', async () => {
    const { event } = await createHostEvent(t.db);
    const responses = await Promise.all([confirm(event.id, ANSWER), confirm(event.id, ANSWER)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await rowsOf(event.id)).toHaveLength(1);
  });
});

describe('POST /api/guests/confirmation/{eventId}: deadline', () => {
  it('takes answers on the last day and refuses them the day after, with the date', async () => {
    const today = brasiliaDay();
    const open = await createHostEvent(t.db, { settings: { confirmationDeadline: today } });
    expect((await confirm(open.event.id, ANSWER)).statusCode).toBe(200);

    const yesterday = addDays(today, -1);
    const closed = await createHostEvent(t.db, { settings: { confirmationDeadline: yesterday } });
    const response = await confirm(closed.event.id, ANSWER);

    expect(response.statusCode).toBe(403);
    const [year, month, day] = yesterday.split('-');
    expect(response.json()).toEqual({
      success: false,
      message: `As confirmações foram encerradas em ${day}/${month}/${year}.`,
    });
    expect(await rowsOf(closed.event.id)).toEqual([]);
  });

  it('counts the last day in Brasília time: open at 23:59, closed at midnight', () => {
    // 2030-05-10 23:59 in Brasília (UTC−3) is 2030-05-11 02:59 UTC.
    expect(isRsvpOpen('2030-05-10', new Date('2030-05-11T02:59:00Z'))).toBe(true);
    expect(isRsvpOpen('2030-05-10', new Date('2030-05-11T03:00:00Z'))).toBe(false);
    expect(isRsvpOpen(null, new Date('2099-01-01T00:00:00Z'))).toBe(true);
    expect(rsvpClosesAt('2030-05-10').toISOString()).toBe('2030-05-11T03:00:00.000Z');
  });
});

describe('POST /api/guests/confirmation/{eventId}: the host questions', () => {
  async function eventWithQuestions() {
    const created = await createHostEvent(t.db);
    const [required, optional] = await t.db
      .insert(rsvpQuestions)
      .values([
        { eventId: created.event.id, label: 'Restrição alimentar', required: true, position: 0 },
        { eventId: created.event.id, label: 'Música favorita', required: false, position: 1 },
      ])
      .returning();
    if (!required || !optional) throw new Error('questions not created');
    return { ...created, required, optional };
  }

  it('asks for a required question by its label', async () => {
    const { event, optional } = await eventWithQuestions();
    const response = await confirm(event.id, {
      ...ANSWER,
      answers: [{ questionId: optional.id, answer: 'Samba' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: '* Responda à pergunta "Restrição alimentar".',
    });
    expect(await rowsOf(event.id)).toEqual([]);
  });

  it("refuses an answer to another event's question", async () => {
    const { event, required } = await eventWithQuestions();
    const other = await eventWithQuestions();
    const response = await confirm(event.id, {
      ...ANSWER,
      answers: [
        { questionId: required.id, answer: 'Nenhuma' },
        { questionId: other.optional.id, answer: 'x' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Uma das perguntas respondidas não existe neste evento.',
    });
  });

  it('stores the answers, shows them on the host list and mails the host', async () => {
    const { event, host, headers, required, optional } = await eventWithQuestions();
    const response = await confirm(event.id, {
      ...ANSWER,
      companions: [
        { name: 'Pedro', age: 30 },
        { name: 'Bia', age: 5 },
      ],
      answers: [
        { questionId: optional.id, answer: 'Samba' },
        { questionId: required.id, answer: 'Vegetariana' },
      ],
    });
    expect(response.statusCode).toBe(200);

    const list = await t.app.inject({ url: `/api/users/guests/${event.id}`, headers });
    expect(list.json().guests[0].answers).toEqual([
      { questionId: required.id, question: 'Restrição alimentar', answer: 'Vegetariana' },
      { questionId: optional.id, question: 'Música favorita', answer: 'Samba' },
    ]);
    const mails = (await readOutbox(t.config)).filter((mail) => mail.to === host.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Nova confirmação de presença');
    expect(mails[0]?.text).toContain('Maria Oliveira respondeu no site de Casamento de Ana: Vou.');
    expect(mails[0]?.text).toContain('Acompanhantes (1 adulto e 1 criança)');
    expect(mails[0]?.text).toContain('Vegetariana');
  });

  it('sends no e-mail to a host who turned confirmation e-mails off', async () => {
    const { event, host } = await createHostEvent(t.db);
    await t.db.update(users).set({ notifyConfirmations: false }).where(eq(users.id, host.id));
    expect((await confirm(event.id, ANSWER)).statusCode).toBe(200);
    expect((await readOutbox(t.config)).filter((mail) => mail.to === host.email)).toEqual([]);
  });
});

describe('POST /api/guests/confirmation/{eventId}: personal links', () => {
  it("updates the link's guest even with another e-mail and phone", async () => {
    const { event } = await createHostEvent(t.db);
    const [invited] = await t.db
      .insert(guests)
      .values({ eventId: event.id, ...ANSWER, attending: null, invitedAt: new Date() })
      .returning();
    if (!invited) throw new Error('guest not created');

    const response = await confirm(event.id, {
      ...ANSWER,
      email: 'novo@example.com',
      phoneNumber: '(31) 98888-0000',
      invitationToken: invited.invitationToken,
    });

    expect(response.json()).toEqual({
      success: true,
      message: 'Presença confirmada.',
      updated: false,
      summary: 'Você confirmou presença, sem acompanhantes.',
    });
    const rows = await rowsOf(event.id);
    expect(rows).toEqual([
      expect.objectContaining({
        id: invited.id,
        email: 'novo@example.com',
        attending: true,
        answerChangedAt: null,
      }),
    ]);
  });

  it("answers 404 for another event's link and stores nothing", async () => {
    const { event } = await createHostEvent(t.db);
    const other = await createHostEvent(t.db);
    const [invited] = await t.db
      .insert(guests)
      .values({ eventId: other.event.id, ...ANSWER })
      .returning();

    const response = await confirm(event.id, { ...ANSWER, invitationToken: invited?.invitationToken });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Convite não encontrado. Confira o link que você recebeu.',
    });
    expect(await rowsOf(event.id)).toEqual([]);
  });

  it('refuses a malformed token naming the field', async () => {
    const { event } = await createHostEvent(t.db);
    const response = await confirm(event.id, { ...ANSWER, invitationToken: 'xyz' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/convite/i);
  });
});

describe('POST /api/guests/confirmation/{eventId}: what the guest is told and mailed', () => {
  const mailsTo = async (address: string) =>
    (await readOutbox(t.config)).filter((mail) => mail.to === address);

  it.each([
    [{ attending: true, companions: [] }, 'Você confirmou presença, sem acompanhantes.'],
    [
      { attending: true, companions: [{ name: 'Pedro', age: 30 }] },
      'Você confirmou presença com 1 acompanhante.',
    ],
    [
      {
        attending: true,
        companions: [
          { name: 'Pedro', age: 30 },
          { name: 'Bia', age: 5 },
        ],
      },
      'Você confirmou presença com 2 acompanhantes.',
    ],
    [{ attending: false, companions: [{ name: 'Pedro', age: 30 }] }, 'Você respondeu que não poderá ir.'],
  ])('says what was recorded for %j', async (answer, summary) => {
    const { event } = await createHostEvent(t.db);
    const response = await confirm(event.id, {
      ...ANSWER,
      email: `resumo-${event.id}@example.com`,
      ...answer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().summary).toBe(summary);
  });

  it('mails the guest what was recorded, with no name in the subject, once for a double tap', async () => {
    const { event } = await createHostEvent(t.db, {
      details: {
        eventDate: '2030-12-27',
        startTime: '16:00',
        eventType: 'in-person',
        eventLocation: 'Espaço Jardim',
      },
    });
    const email = `copia-${event.id}@example.com`;
    const body = {
      ...ANSWER,
      email,
      companions: [
        { name: 'Pedro', age: 30 },
        { name: 'Bia', age: 5 },
      ],
    };
    expect((await confirm(event.id, body)).statusCode).toBe(200);
    expect((await confirm(event.id, body)).statusCode).toBe(200);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Sua resposta de presença foi registrada');
    expect(mails[0]?.subject).not.toContain('Maria');
    const text = mails[0]?.text?.replaceAll('\u2060', '') ?? '';
    expect(text).toContain('Olá, Maria!');
    expect(text).toContain('Você confirmou presença com 2 acompanhantes.');
    expect(text).toContain('Pedro (30 anos), Bia (5 anos)');
    expect(text).toContain('Casamento de Ana');
    expect(text).toContain('Quando: 27/12/2030, a partir das 16:00');
    expect(text).toContain('Onde: Espaço Jardim');
    expect(text).toContain(`${t.config.appUrls.site}/${event.slug}`);
  });

  it("mails a guest who declines that their answer was 'Não poderei ir'", async () => {
    const { event } = await createHostEvent(t.db);
    const email = `nao-vou-${event.id}@example.com`;
    expect((await confirm(event.id, { ...ANSWER, email, attending: false })).statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain('Você respondeu que não poderá ir.');
  });
});
