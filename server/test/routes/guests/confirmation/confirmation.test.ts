import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestCompanions, guests } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent } from '../../../helpers/host-event';

const t = await build();

const CONFIRMATION = {
  firstName: 'Maria',
  lastName: 'Oliveira',
  email: 'maria@example.com',
  phoneNumber: '(11) 91234-5678',
  message: 'Estaremos lá!',
};

async function storedGuests(eventId: number) {
  const rows = await t.db.select().from(guests).where(eq(guests.eventId, eventId));
  return Promise.all(
    rows.map(async (guest) => ({
      ...guest,
      companions: await t.db
        .select({ name: guestCompanions.name, age: guestCompanions.age })
        .from(guestCompanions)
        .where(eq(guestCompanions.guestId, guest.id))
        .orderBy(guestCompanions.id),
    })),
  );
}

describe('POST /api/guests/confirmation/{eventId}', () => {
  it('stores the guest with the complete companions and drops the empty ones', async () => {
    const { event } = await createHostEvent(t.db);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guests/confirmation/${event.id}`,
      payload: {
        ...CONFIRMATION,
        companions: [
          { name: 'Pedro', age: 35 },
          { name: '', age: '' },
          { name: 'Bia', age: '7' },
          { name: '  ', age: null },
        ],
      },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Presença confirmada.',
      updated: false,
      summary: 'Você confirmou presença com 2 acompanhantes.',
    });
    expect(await storedGuests(event.id)).toEqual([
      expect.objectContaining({
        ...CONFIRMATION,
        eventId: event.id,
        companions: [
          { name: 'Pedro', age: 35 },
          { name: 'Bia', age: 7 },
        ],
      }),
    ]);
  });

  it('takes a confirmation without companions or message', async () => {
    const { event } = await createHostEvent(t.db);
    const { message: _message, ...withoutMessage } = CONFIRMATION;

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guests/confirmation/${event.id}`,
      payload: withoutMessage,
    });

    expect(response.statusCode).toBe(200);
    expect(await storedGuests(event.id)).toEqual([
      expect.objectContaining({ message: null, companions: [] }),
    ]);
  });

  it.each([
    [
      { companions: [{ name: 'Pedro', age: '' }] },
      '* Idade do acompanhante 1 é obrigatória se o nome for preenchido.',
    ],
    [
      {
        companions: [
          { name: 'Pedro', age: 3 },
          { name: '', age: 4 },
        ],
      },
      '* Nome do acompanhante 2 é obrigatório se a idade for preenchida.',
    ],
    [{ phoneNumber: '' }, '* Telefone obrigatório'],
    [{ phoneNumber: '1234' }, '* Telefone inválido'],
    [{ firstName: '' }, '* Nome obrigatório'],
    [{ email: 'maria' }, '* E-mail inválido'],
  ])(
    'refuses %j, telling the guest in Portuguese what is wrong with the field, and stores nothing',
    async (change, message) => {
      const { event } = await createHostEvent(t.db);

      const response = await t.app.inject({
        method: 'POST',
        url: `/api/guests/confirmation/${event.id}`,
        payload: { ...CONFIRMATION, ...change },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
      expect(await storedGuests(event.id)).toEqual([]);
    },
  );

  it('refuses when the host does not allow confirmations', async () => {
    const { event } = await createHostEvent(t.db, { settings: { allowGuestConfirmation: false } });

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guests/confirmation/${event.id}`,
      payload: CONFIRMATION,
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: 'Este evento não está recebendo confirmações de presença.',
    });
    expect(await storedGuests(event.id)).toEqual([]);
  });

  it('answers 404 for a disabled or unknown event', async () => {
    const { event } = await createHostEvent(t.db, { event: { active: false } });
    for (const id of [event.id, 999999]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/guests/confirmation/${id}`,
        payload: CONFIRMATION,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado!' });
    }
    expect(await storedGuests(event.id)).toEqual([]);
  });
});
