import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventDetails, events } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { insertCategory } from '../../../helpers/admin-fixtures';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
const { category } = await insertCategory(t.db);

async function createEvent(fields: Partial<typeof events.$inferInsert> = {}) {
  const user = await createTestUser(t.db, {
    firstName: 'Rita',
    lastName: 'Lopes',
    phoneNumber: '(21) 97777-1111',
    event: { title: 'Casamento', eventCategoryId: category.id, ...fields },
  });
  if (!user.event) throw new Error('no event');
  return user.event;
}

const inPerson = {
  eventDate: '2025-10-18',
  startTime: '16:00',
  endTime: '23:30',
  eventType: 'in-person',
  eventLocation: 'Sítio Bela Vista',
  postalCode: '01310-100',
  fullAddress: 'Estrada do Sítio, 100',
  transmission: '',
  transmissionLink: '',
  transmissionPassword: '',
};

const form = {
  title: ' Casamento de Ana e Bia ',
  subtitle: 'Vamos celebrar',
  slug: 'Ana-E-Bia',
  active: false,
  titleDescription: 'Bem-vindos',
  description: 'Nossa história',
  color: '#7B1FA2',
  details: inPerson,
};

function put(id: number, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: `/api/admin/events/${id}`, headers, payload });
}

describe('PUT /api/admin/events/{id}', () => {
  it('saves the event and creates its details row, slug lower-cased', async () => {
    const event = await createEvent();

    const response = await put(event.id, form);

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Evento atualizado com sucesso!',
      event: {
        id: event.id,
        title: 'Casamento de Ana e Bia',
        subtitle: 'Vamos celebrar',
        slug: 'ana-e-bia',
        active: false,
        titleDescription: 'Bem-vindos',
        description: 'Nossa história',
        color: '#7B1FA2',
        details: {
          eventId: event.id,
          eventDate: '2025-10-18',
          startTime: '16:00',
          endTime: '23:30',
          eventType: 'in-person',
          eventLocation: 'Sítio Bela Vista',
          postalCode: '01310-100',
          fullAddress: 'Estrada do Sítio, 100',
          transmission: null,
          transmissionLink: null,
        },
      },
    });
    const [stored] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(stored).toMatchObject({ slug: 'ana-e-bia', active: false, title: 'Casamento de Ana e Bia' });
    const rows = await t.db.select().from(eventDetails).where(eq(eventDetails.eventId, event.id));
    expect(rows).toHaveLength(1);
  });

  it('updates the existing details row, keeping coordinates the form does not send', async () => {
    const event = await createEvent();
    await t.db.insert(eventDetails).values({ eventId: event.id, latitude: -23.5, longitude: -46.6 });

    const virtual = {
      ...form,
      slug: `virtual-${event.id}`,
      details: {
        eventDate: '2025-11-01',
        startTime: '19:00',
        endTime: '21:00',
        eventType: 'virtual',
        transmission: 'Zoom',
        transmissionLink: 'https://zoom.us/j/123',
      },
    };
    const response = await put(event.id, virtual);

    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.db.select().from(eventDetails).where(eq(eventDetails.eventId, event.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventType: 'virtual',
      transmission: 'Zoom',
      transmissionLink: 'https://zoom.us/j/123',
      transmissionPassword: null,
      eventLocation: null,
      latitude: -23.5,
      longitude: -46.6,
    });
  });

  it('refuses a transmission link that is not http(s), naming the field, and saves nothing', async () => {
    const event = await createEvent();
    const response = await put(event.id, {
      ...form,
      slug: `link-${event.id}`,
      details: {
        eventDate: '2025-11-01',
        startTime: '19:00',
        endTime: '21:00',
        eventType: 'virtual',
        transmission: 'Zoom',
        transmissionLink: 'javascript:alert(document.cookie)',
      },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'O campo Link da Transmissão deve ser um endereço que começa com http:// ou https://.',
    });
    expect(await t.db.$count(eventDetails, eq(eventDetails.eventId, event.id))).toBe(0);
  });

  it("keeps the event's own slug and refuses another event's with a 409", async () => {
    const other = await createEvent({ slug: 'ja-existe' });
    const event = await createEvent({ title: 'Antes' });

    expect((await put(event.id, { ...form, slug: event.slug })).statusCode).toBe(200);

    const response = await put(event.id, { ...form, slug: 'JA-EXISTE' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'O link está em uso, por favor, crie outro.',
    });
    const [stored] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(stored?.slug).toBe(event.slug);
    expect(other.slug).toBe('ja-existe');
  });

  it('changes nothing when the slug is refused, not even the details', async () => {
    await createEvent({ slug: 'ocupado' });
    const event = await createEvent();

    const response = await put(event.id, { ...form, slug: 'ocupado' });

    expect(response.statusCode).toBe(409);
    expect(await t.db.select().from(eventDetails).where(eq(eventDetails.eventId, event.id))).toEqual([]);
  });

  it.each([
    [{ title: '' }, 'O campo Título é obrigatório.'],
    [{ subtitle: '   ' }, 'O campo Subtítulo é obrigatório.'],
    [{ slug: '' }, '* O link está em uso, por favor, crie outro'],
    [{ slug: 'com espaço' }, 'O link deve ter apenas letras minúsculas, números e hífens.'],
    [{ details: { ...inPerson, eventDate: '' } }, 'O campo Data é obrigatório.'],
    [{ details: { ...inPerson, startTime: '' } }, 'O campo Horário de Início é obrigatório.'],
    [
      { details: { ...inPerson, endTime: '25:00' } },
      'O campo Horário de Término deve estar no formato HH:mm.',
    ],
    [{ details: { ...inPerson, eventLocation: '' } }, 'O campo Local do Evento é obrigatório.'],
    [{ details: { ...inPerson, fullAddress: '' } }, 'O campo Endereço é obrigatório.'],
    [{ details: { ...inPerson, eventType: 'virtual' } }, 'O campo Transmissão é obrigatório.'],
    [
      { details: { ...inPerson, eventType: 'virtual', transmission: 'Meet' } },
      'O campo Link da Transmissão é obrigatório.',
    ],
  ])('refuses %o with a 400 and the form message', async (change, message) => {
    const event = await createEvent();

    const response = await put(event.id, { ...form, ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    const [stored] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(stored?.title).toBe('Casamento');
  });

  it('answers 404 for an unknown event', async () => {
    const response = await put(999999, { ...form, slug: 'qualquer' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
  });

  it('is for administrators only', async () => {
    const event = await createEvent();
    await expectAdminOnly(t, { method: 'PUT', url: `/api/admin/events/${event.id}`, payload: form });
    const [stored] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(stored?.title).toBe('Casamento');
  });
});
