import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventDetails } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';

const t = await build();

const IN_PERSON = {
  eventDate: '2031-05-10',
  startTime: '16:00',
  endTime: '23:45',
  eventType: 'in-person',
  eventLocation: 'Espaço Jardim',
  postalCode: '05422-001',
  fullAddress: 'Rua dos Pinheiros, 100 - Pinheiros, São Paulo - SP',
  latitude: -23.5617,
  longitude: -46.6825,
};

const VIRTUAL = {
  eventDate: '2031-06-01',
  startTime: '20:00',
  endTime: '21:00',
  eventType: 'virtual',
  transmission: 'Google Meet',
  transmissionLink: 'https://meet.example.com/abc',
  transmissionPassword: '1234',
};

async function storedDetails(eventId: number) {
  const rows = await t.db.select().from(eventDetails).where(eq(eventDetails.eventId, eventId));
  return rows;
}

describe('GET /api/users/event-details/{eventId}', () => {
  it('answers the details', async () => {
    const { event, headers } = await createHostEvent(t.db, {
      details: { eventDate: '2031-01-02', startTime: '10:00', eventType: 'virtual', transmission: 'Zoom' },
    });

    const response = await t.app.inject({ url: `/api/users/event-details/${event.id}`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      eventDetails: {
        id: expect.any(Number),
        eventId: event.id,
        eventDate: '2031-01-02',
        startTime: '10:00',
        endTime: null,
        eventType: 'virtual',
        eventLocation: null,
        postalCode: null,
        fullAddress: null,
        latitude: null,
        longitude: null,
        transmission: 'Zoom',
        transmissionLink: null,
        transmissionPassword: null,
      },
    });
  });

  it('answers null before the details exist', async () => {
    const { event, headers } = await createHostEvent(t.db, { details: null });
    const response = await t.app.inject({ url: `/api/users/event-details/${event.id}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().eventDetails).toBeNull();
  });

  it("refuses without a host session and answers 404 for another host's event", async () => {
    const { event } = await createHostEvent(t.db);
    await expectUserOnly(t, { url: `/api/users/event-details/${event.id}` });
    await expectOtherHost404(t, { url: `/api/users/event-details/${event.id}` });
  });
});

describe('PUT /api/users/event-details/{eventId}', () => {
  it('saves an in-person event', async () => {
    const { event, headers } = await createHostEvent(t.db);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event-details/${event.id}`,
      headers,
      payload: IN_PERSON,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Informações atualizadas!',
      eventDetails: expect.objectContaining({ eventId: event.id, ...IN_PERSON, transmission: null }),
    });
    expect(await storedDetails(event.id)).toEqual([expect.objectContaining(IN_PERSON)]);
  });

  it('creates the row when the event had none, and switches it to virtual later', async () => {
    const { event, headers } = await createHostEvent(t.db, { details: null });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/users/event-details/${event.id}`, headers, payload });

    expect((await put(IN_PERSON)).statusCode).toBe(200);
    const response = await put(VIRTUAL);

    expect(response.statusCode).toBe(200);
    const rows = await storedDetails(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...VIRTUAL, eventLocation: null, postalCode: null, latitude: null });
  });

  it.each([
    [{ eventDate: '' }, '* Campo Data é obrigatório'],
    [{ startTime: '' }, '* Campo Horário de Início é obrigatório'],
    [{ endTime: undefined }, '* Campo Horário de Término é obrigatório'],
    [{ eventType: '' }, '* Campo Tipo do Evento é obrigatório'],
    [{ eventLocation: '' }, '* Campo Local do Evento é obrigatório'],
    [{ postalCode: '' }, '* Campo CEP é obrigatório'],
    [{ postalCode: '5422-001' }, '* Formato de CEP inválido'],
    [{ fullAddress: ' ' }, '* Campo Endereço é obrigatório'],
  ])('refuses an in-person event with %j', async (change, message) => {
    const { event, headers } = await createHostEvent(t.db, { details: { eventLocation: 'Antes' } });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event-details/${event.id}`,
      headers,
      payload: { ...IN_PERSON, ...change },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await storedDetails(event.id)).toEqual([expect.objectContaining({ eventLocation: 'Antes' })]);
  });

  it.each([
    [{ transmission: '' }, '* Campo Transmissão é obrigatório'],
    [{ transmissionLink: '' }, '* Campo Link da Transmissão é obrigatório'],
    [{ transmissionPassword: '' }, '* Campo Senha da Transmissão é obrigatório'],
  ])('refuses a virtual event with %j', async (change, message) => {
    const { event, headers } = await createHostEvent(t.db);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event-details/${event.id}`,
      headers,
      payload: { ...VIRTUAL, ...change },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/sala/relativa',
    'meet.google.com/x',
  ])('refuses a transmission link that is not http(s): %s, changing nothing', async (transmissionLink) => {
    const { event, headers } = await createHostEvent(t.db, {
      details: { eventType: 'virtual', transmissionLink: 'https://antes.example/x' },
    });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event-details/${event.id}`,
      headers,
      payload: { ...VIRTUAL, transmissionLink },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'O campo Link da Transmissão deve ser um endereço que começa com http:// ou https://.',
    });
    expect(await storedDetails(event.id)).toEqual([
      expect.objectContaining({ transmissionLink: 'https://antes.example/x' }),
    ]);
  });

  it('saves an https transmission link', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event-details/${event.id}`,
      headers,
      payload: { ...VIRTUAL, transmissionLink: 'https://meet.google.com/x' },
    });
    expect(response.statusCode).toBe(200);
    expect(await storedDetails(event.id)).toEqual([
      expect.objectContaining({ transmissionLink: 'https://meet.google.com/x' }),
    ]);
  });

  it("refuses without a host session, and another host's token changes nothing", async () => {
    const { event } = await createHostEvent(t.db, { details: { eventLocation: 'Original' } });
    const request = {
      method: 'PUT' as const,
      url: `/api/users/event-details/${event.id}`,
      payload: IN_PERSON,
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await storedDetails(event.id)).toEqual([expect.objectContaining({ eventLocation: 'Original' })]);
  });
});
