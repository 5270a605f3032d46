import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestCompanions, guests } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';

const t = await build();

const GUEST = {
  firstName: 'Carla',
  lastName: 'Mendes',
  email: 'carla@example.com',
  phoneNumber: '(11) 98888-7777',
};

// A guest inserted by the fixture: no answer recorded, never invited, opened or reminded.
const NO_RSVP = {
  attending: null,
  answers: [],
  invitationToken: expect.stringMatching(/^[0-9a-f]{32}$/),
  invitedAt: null,
  openedAt: null,
  answeredAt: null,
  answerChangedAt: null,
  remindedAt: null,
};

async function insertGuest(
  eventId: number,
  companions: { name: string; age: number }[] = [],
  createdAt?: Date,
) {
  const [guest] = await t.db
    .insert(guests)
    .values({ eventId, ...GUEST, message: 'Oba!', ...(createdAt ? { createdAt } : {}) })
    .returning();
  if (!guest) throw new Error('no guest');
  if (companions.length > 0) {
    await t.db
      .insert(guestCompanions)
      .values(companions.map((companion) => ({ ...companion, guestId: guest.id })));
  }
  return guest;
}

async function storedGuest(guestId: number) {
  const [guest] = await t.db.select().from(guests).where(eq(guests.id, guestId));
  const companions = await t.db
    .select({ name: guestCompanions.name, age: guestCompanions.age })
    .from(guestCompanions)
    .where(eq(guestCompanions.guestId, guestId))
    .orderBy(guestCompanions.id);
  return guest ? { ...guest, companions } : undefined;
}

describe('GET /api/users/guests/{eventId}', () => {
  it('answers the guests with companions, newest first, of this event only', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const older = await insertGuest(event.id, [{ name: 'Léo', age: 4 }], new Date('2030-01-01T10:00:00Z'));
    const newer = await insertGuest(event.id, [], new Date('2030-02-01T10:00:00Z'));
    await insertGuest((await createHostEvent(t.db)).event.id);

    const response = await t.app.inject({ url: `/api/users/guests/${event.id}`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      guests: [
        {
          id: newer.id,
          eventId: event.id,
          ...GUEST,
          message: 'Oba!',
          companions: [],
          ...NO_RSVP,
          createdAt: '2030-02-01T10:00:00.000Z',
        },
        {
          id: older.id,
          eventId: event.id,
          ...GUEST,
          message: 'Oba!',
          companions: [{ name: 'Léo', age: 4 }],
          ...NO_RSVP,
          createdAt: '2030-01-01T10:00:00.000Z',
        },
      ],
    });
  });

  it("refuses without a host session and answers 404 for another host's event", async () => {
    const { event } = await createHostEvent(t.db);
    await expectUserOnly(t, { url: `/api/users/guests/${event.id}` });
    await expectOtherHost404(t, { url: `/api/users/guests/${event.id}` });
  });
});

describe('POST /api/users/guests/{eventId}', () => {
  it('adds a guest with companions (empty rows dropped); the path decides the event', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const other = await createHostEvent(t.db);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/guests/${event.id}`,
      headers,
      payload: {
        ...GUEST,
        eventId: other.event.id,
        companions: [
          { name: 'Tom', age: 30 },
          { name: '', age: '' },
        ],
      },
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Convidado adicionado com sucesso.',
      guest: {
        id: expect.any(Number),
        eventId: event.id,
        ...GUEST,
        message: null,
        companions: [{ name: 'Tom', age: 30 }],
        // The form's default: the host records a guest who comes.
        ...NO_RSVP,
        attending: true,
        answeredAt: expect.any(String),
        createdAt: expect.any(String),
      },
    });
    expect(await storedGuest(body.guest.id)).toMatchObject({
      eventId: event.id,
      companions: [{ name: 'Tom', age: 30 }],
    });
  });

  it.each([
    [{ firstName: '' }, '* Nome obrigatório'],
    [{ lastName: '' }, '* Sobrenome obrigatório'],
    [{ email: '' }, '* E-mail obrigatório'],
    [{ email: 'x@y' }, '* E-mail inválido'],
    [{ phoneNumber: '' }, '* Telefone obrigatório'],
    [{ phoneNumber: '(11) 9' }, '* Telefone inválido'],
    [
      { companions: [{ name: 'Sem idade' }] },
      '* Idade do acompanhante 1 é obrigatória se o nome for preenchido.',
    ],
    [{ companions: [{ age: 5 }] }, '* Nome do acompanhante 1 é obrigatório se a idade for preenchida.'],
  ])('refuses %j with the form message', async (change, message) => {
    const { event, headers } = await createHostEvent(t.db);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/guests/${event.id}`,
      headers,
      payload: { ...GUEST, ...change },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await t.db.select().from(guests).where(eq(guests.eventId, event.id))).toEqual([]);
  });

  it("refuses without a host session, and another host's token adds nothing", async () => {
    const { event } = await createHostEvent(t.db);
    const request = { method: 'POST' as const, url: `/api/users/guests/${event.id}`, payload: GUEST };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await t.db.select().from(guests).where(eq(guests.eventId, event.id))).toEqual([]);
  });
});

describe('PUT /api/users/guests/{eventId}/{guestId}', () => {
  it('updates the contact and replaces the companions, keeping the confirmation note', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const guest = await insertGuest(event.id, [
      { name: 'Antigo', age: 40 },
      { name: 'Velho', age: 60 },
    ]);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/guests/${event.id}/${guest.id}`,
      headers,
      payload: { ...GUEST, firstName: 'Carla Maria', companions: [{ name: 'Novo', age: '2' }] },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Convidado atualizado com sucesso.',
      guest: expect.objectContaining({
        id: guest.id,
        firstName: 'Carla Maria',
        companions: [{ name: 'Novo', age: 2 }],
      }),
    });
    expect(await storedGuest(guest.id)).toMatchObject({
      firstName: 'Carla Maria',
      message: 'Oba!',
      companions: [{ name: 'Novo', age: 2 }],
    });
  });

  it('answers 404 for a guest of another event and changes nothing', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const own = await createHostEvent(t.db, { event: {} });
    const foreign = await insertGuest(own.event.id, [{ name: 'Fica', age: 9 }]);

    for (const guestId of [foreign.id, 999999]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/guests/${event.id}/${guestId}`,
        headers,
        payload: { ...GUEST, firstName: 'Invasor' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Convidado não encontrado.' });
    }
    expect(await storedGuest(foreign.id)).toMatchObject({
      firstName: 'Carla',
      companions: [{ name: 'Fica', age: 9 }],
    });
  });

  it('refuses invalid input with the form message', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const guest = await insertGuest(event.id);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/guests/${event.id}/${guest.id}`,
      headers,
      payload: { ...GUEST, email: 'sem-arroba' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: '* E-mail inválido' });
  });

  it("refuses without a host session, and another host's token changes nothing", async () => {
    const { event } = await createHostEvent(t.db);
    const guest = await insertGuest(event.id, [{ name: 'Fica', age: 9 }]);
    const request = {
      method: 'PUT' as const,
      url: `/api/users/guests/${event.id}/${guest.id}`,
      payload: { ...GUEST, firstName: 'Invasor' },
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await storedGuest(guest.id)).toMatchObject({
      firstName: 'Carla',
      companions: [{ name: 'Fica', age: 9 }],
    });
  });
});

describe('DELETE /api/users/guests/{eventId}/{guestId}', () => {
  it('removes the guest and their companions', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const guest = await insertGuest(event.id, [{ name: 'Vai junto', age: 3 }]);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/guests/${event.id}/${guest.id}`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Convidado removido com sucesso.' });
    expect(await storedGuest(guest.id)).toBeUndefined();
    expect(await t.db.select().from(guestCompanions).where(eq(guestCompanions.guestId, guest.id))).toEqual(
      [],
    );
  });

  it('answers 404 for a guest of another event', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const foreign = await insertGuest((await createHostEvent(t.db)).event.id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/guests/${event.id}/${foreign.id}`,
      headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Convidado não encontrado.' });
    expect(await storedGuest(foreign.id)).toBeDefined();
  });

  it("refuses without a host session, and another host's token removes nothing", async () => {
    const { event } = await createHostEvent(t.db);
    const guest = await insertGuest(event.id);
    const request = { method: 'DELETE' as const, url: `/api/users/guests/${event.id}/${guest.id}` };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await storedGuest(guest.id)).toBeDefined();
  });
});

describe('the host form records invitations and answers', () => {
  it("attending null invites the guest; 'Não poderei ir' later records the answer and drops the companions", async () => {
    const { event, headers } = await createHostEvent(t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/guests/${event.id}`,
      headers,
      payload: { ...GUEST, attending: null, companions: [{ name: 'Tom', age: 30 }] },
    });
    const guest = created.json().guest;
    expect(guest).toMatchObject({ attending: null, invitedAt: expect.any(String), answeredAt: null });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/users/guests/${event.id}/${guest.id}`,
      headers,
      payload: { ...GUEST, attending: false, companions: [{ name: 'Tom', age: 30 }] },
    });

    expect(updated.json().guest).toMatchObject({
      attending: false,
      invitedAt: guest.invitedAt,
      answeredAt: expect.any(String),
      companions: [],
    });
  });
});
