import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';

const t = await build();

const TEXTS = {
  title: 'Ana & Pedro',
  subtitle: 'Nosso casamento',
  titleDescription: 'Bem-vindos',
  description: 'Estamos muito felizes.\nVenham!',
  color: '#00AA88',
};

describe('GET /api/users/event/{eventId}', () => {
  it("answers the host's event", async () => {
    const { event, headers } = await createHostEvent(t.db, {
      event: {
        title: 'Festa',
        subtitle: 'Sub',
        slug: 'festa-get',
        color: '#111111',
        avatarUrl: '/media/a.webp',
      },
    });

    const response = await t.app.inject({ url: `/api/users/event/${event.id}`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      event: {
        id: event.id,
        slug: 'festa-get',
        title: 'Festa',
        subtitle: 'Sub',
        color: '#111111',
        avatarUrl: '/media/a.webp',
        bannerUrl: null,
        titleDescription: null,
        description: null,
      },
    });
  });

  it("refuses without a host session and answers 404 for another host's event", async () => {
    const { event } = await createHostEvent(t.db);
    await expectUserOnly(t, { url: `/api/users/event/${event.id}` });
    await expectOtherHost404(t, { url: `/api/users/event/${event.id}` });
    await expectOtherHost404(t, { url: '/api/users/event/999999' });
  });
});

describe('PUT /api/users/event/{eventId}', () => {
  it('saves the texts and colour', async () => {
    const { event, headers } = await createHostEvent(t.db);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${event.id}`,
      headers,
      payload: { ...TEXTS, title: '  Ana & Pedro  ' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Informações atualizadas.',
      event: expect.objectContaining({ id: event.id, ...TEXTS }),
    });
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject(TEXTS);
  });

  const LABELS = {
    title: 'Título',
    subtitle: 'Subtítulo',
    titleDescription: 'Título da introdução',
    description: 'Descrição',
    color: 'Cor',
  } as const;

  it.each(['title', 'subtitle', 'titleDescription', 'description', 'color'] as const)(
    'refuses an empty %s, naming the field',
    async (field) => {
      const { event, headers } = await createHostEvent(t.db);

      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/event/${event.id}`,
        headers,
        payload: { ...TEXTS, [field]: '' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: `O campo ${LABELS[field]} é obrigatório.` });
      const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
      expect(row?.title).toBe(event.title);
    },
  );

  it("refuses without a host session, and another host's token changes nothing", async () => {
    const { event } = await createHostEvent(t.db);
    const request = { method: 'PUT' as const, url: `/api/users/event/${event.id}`, payload: TEXTS };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ title: event.title, subtitle: event.subtitle, color: event.color });
  });
});
