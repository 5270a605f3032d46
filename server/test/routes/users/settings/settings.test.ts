import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventServices, eventSettings, events, services } from '../../../../src/db/schema/index';
import { verifySitePassword } from '../../../../src/domain/site-password/hash-site-password';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';

const t = await build();

const SETTINGS = {
  showGiftList: false,
  showGuestMessages: true,
  showEventInfo: false,
  allowGuestConfirmation: true,
  slug: 'nosso-casamento',
  password: 'segredo',
};
/** SETTINGS as the server answers them: whether a password is set, never the password. */
const { password: _typed, ...SETTINGS_SWITCHES } = SETTINGS;
const SETTINGS_ANSWERED = { ...SETTINGS_SWITCHES, hasPassword: true };

/** The site password service, approved for the event: SETTINGS sets a password, which needs it. */
async function givePasswordService(eventId: number) {
  const [service] = await t.db
    .insert(services)
    .values({ name: 'Senha no Site', type: 'PASSWORD', quantity: 1, priceCents: 1_990 })
    .returning({ id: services.id });
  await t.db
    .insert(eventServices)
    .values({ eventId, serviceId: service?.id ?? 0, status: 'APPROVED', priceCents: 1_990, quantity: 1 });
}

async function stored(eventId: number) {
  const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
  const [settings] = await t.db.select().from(eventSettings).where(eq(eventSettings.eventId, eventId));
  return { slug: event?.slug, settings };
}

describe('GET /api/users/event/{eventId}/settings', () => {
  it('answers the switches, the slug and whether a password is set, never the password nor its hash', async () => {
    const { event, headers } = await createHostEvent(t.db, {
      event: { slug: 'minha-festa' },
      settings: { showEventInfo: false, password: 'abcdef' },
    });

    const response = await t.app.inject({ url: `/api/users/event/${event.id}/settings`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      settings: {
        showGiftList: true,
        showGuestMessages: true,
        showEventInfo: false,
        allowGuestConfirmation: true,
        guestCoversFeeByDefault: true,
        allowSearchEngines: false,
        slug: 'minha-festa',
        hasPassword: true,
      },
      canSetPassword: false,
    });
    expect(response.body).not.toContain('abcdef');
    expect(response.body).not.toContain('argon2');
  });

  it('answers the defaults when the event has no settings row', async () => {
    const { event, headers } = await createHostEvent(t.db, { settings: null });
    const response = await t.app.inject({ url: `/api/users/event/${event.id}/settings`, headers });
    expect(response.json().settings).toMatchObject({
      showGiftList: true,
      hasPassword: false,
      slug: event.slug,
    });
  });

  it("refuses without a host session and answers 404 for another host's event", async () => {
    const { event } = await createHostEvent(t.db);
    await expectUserOnly(t, { url: `/api/users/event/${event.id}/settings` });
    await expectOtherHost404(t, { url: `/api/users/event/${event.id}/settings` });
  });
});

describe('PUT /api/users/event/{eventId}/settings', () => {
  it('saves the switches, the lower-cased slug and the password; the public site follows', async () => {
    const { event, headers } = await createHostEvent(t.db);
    await givePasswordService(event.id);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${event.id}/settings`,
      headers,
      payload: { ...SETTINGS, slug: '  Nosso-Casamento ' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Configurações do evento salvas com sucesso.',
      // Left out, the fee's default and the search engines' switch keep their values (the columns' defaults).
      settings: {
        ...SETTINGS_ANSWERED,
        guestCoversFeeByDefault: true,
        allowSearchEngines: false,
      },
    });
    expect(response.body).not.toContain('segredo');
    const saved = await stored(event.id);
    expect(saved).toEqual({
      slug: 'nosso-casamento',
      settings: expect.objectContaining({ showGiftList: false, showEventInfo: false }),
    });
    // Stored hashed (argon2id), never as typed.
    expect(saved.settings?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifySitePassword(saved.settings?.passwordHash ?? '', 'segredo')).toBe(true);
    const site = await t.app.inject({ url: '/api/guests/event/nosso-casamento?password=segredo' });
    expect(site.json().event.settings.showGiftList).toBe(false);
  });

  it("saves the host's choice of the fee's box; the public site's cart starts from it", async () => {
    const { event, headers } = await createHostEvent(t.db, { event: { slug: 'taxa-do-anfitriao' } });
    const put = (guestCoversFeeByDefault: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/event/${event.id}/settings`,
        headers,
        payload: { ...SETTINGS, slug: event.slug, password: '', guestCoversFeeByDefault },
      });

    const off = await put(false);

    expect(off.statusCode).toBe(200);
    expect(off.json().settings.guestCoversFeeByDefault).toBe(false);
    expect((await stored(event.id)).settings).toMatchObject({ guestCoversFeeByDefault: false });
    const read = await t.app.inject({ url: `/api/users/event/${event.id}/settings`, headers });
    expect(read.json().settings.guestCoversFeeByDefault).toBe(false);
    const site = await t.app.inject({ url: `/api/guests/event/${event.slug}` });
    expect(site.json().event.fee.coveredByGuestByDefault).toBe(false);

    const refused = await put('sim');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      message: 'O campo Convidado paga a taxa da plataforma é inválido.',
    });
    expect((await stored(event.id)).settings).toMatchObject({ guestCoversFeeByDefault: false });

    expect((await put(true)).json().settings.guestCoversFeeByDefault).toBe(true);
  });

  it('keeps the password when none is sent (the host saves the switches only)', async () => {
    const { event, headers } = await createHostEvent(t.db, { settings: { password: 'antiga1' } });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${event.id}/settings`,
      headers,
      payload: { ...SETTINGS_SWITCHES, slug: event.slug },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().settings.hasPassword).toBe(true);
    const hash = (await stored(event.id)).settings?.passwordHash ?? '';
    expect(await verifySitePassword(hash, 'antiga1')).toBe(true);
  });

  it('clears the password with an empty one and creates a missing settings row', async () => {
    const { event, headers } = await createHostEvent(t.db, { settings: null });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${event.id}/settings`,
      headers,
      payload: { ...SETTINGS, slug: `livre-${event.id}`, password: '' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().settings.hasPassword).toBe(false);
    expect((await stored(event.id)).settings).toMatchObject({ passwordHash: null, showGiftList: false });
  });

  it.each([
    [{ slug: '   ' }, 'O link do evento não pode ser vazio.'],
    [{ password: '12345' }, 'A senha deve ter pelo menos 6 caracteres.'],
  ])('refuses %j, telling the host in Portuguese what is wrong with the field', async (change, message) => {
    const { event, headers } = await createHostEvent(t.db);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${event.id}/settings`,
      headers,
      payload: { ...SETTINGS, ...change },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await stored(event.id)).toMatchObject({ slug: event.slug, settings: { showGiftList: true } });
  });

  it("refuses another event's slug and saves nothing", async () => {
    await createHostEvent(t.db, { event: { slug: 'ja-usado' } });
    const { event, headers } = await createHostEvent(t.db);
    await givePasswordService(event.id);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${event.id}/settings`,
      headers,
      payload: { ...SETTINGS, slug: 'JA-USADO' },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'O link está em uso, por favor, crie outro.',
    });
    expect(await stored(event.id)).toMatchObject({
      slug: event.slug,
      settings: { showGiftList: true, passwordHash: null },
    });
  });

  it('keeps its own slug', async () => {
    const { event, headers } = await createHostEvent(t.db);
    await givePasswordService(event.id);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${event.id}/settings`,
      headers,
      payload: { ...SETTINGS, slug: event.slug },
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses without a host session, and another host's token changes nothing", async () => {
    const { event } = await createHostEvent(t.db);
    const request = {
      method: 'PUT' as const,
      url: `/api/users/event/${event.id}/settings`,
      payload: { ...SETTINGS, slug: `roubado-${event.id}`, guestCoversFeeByDefault: false },
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await stored(event.id)).toMatchObject({
      slug: event.slug,
      settings: { showGiftList: true, passwordHash: null, guestCoversFeeByDefault: true },
    });
  });
});
