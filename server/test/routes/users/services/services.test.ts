import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventServices, services } from '../../../../src/db/schema/index';
import { createTestUser, userHeaders } from '../../../helpers/accounts';
import { buildWithPayments, MP_TOKEN } from '../../../helpers/payments';

const { t, mock, checkout } = await buildWithPayments();

const [gallery, page, password, photos, retired] = await t.db
  .insert(services)
  .values([
    { name: 'Galeria de Fotos', description: 'Até 10 fotos.', type: 'IMAGE', quantity: 10, isDefault: true },
    { name: 'Página do Evento', type: 'PAGE', quantity: 1, isDefault: true },
    {
      name: 'Senha no Site',
      description: 'Proteja o site.',
      type: 'PASSWORD',
      quantity: 1,
      priceCents: 1_990,
    },
    { name: 'Pacote +30 Fotos', type: 'IMAGE', quantity: 30, priceCents: 2_990 },
    { name: 'Antigo', type: 'EXTRA', quantity: 1, priceCents: 990, active: false },
  ])
  .returning();

async function host() {
  const user = await createTestUser(t.db);
  return { eventId: user.event?.id ?? 0, headers: await userHeaders(t.db, user.id) };
}

const buy = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/services/purchase', headers, payload });
const listServices = (eventId: number, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/users/events/${eventId}/services`, headers });
const listPending = (eventId: number, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/users/events/${eventId}/pending-payment-services`, headers });

describe('GET /api/users/events/{eventId}/services', () => {
  it('lists the free defaults, the turbo packages on sale and nothing contracted yet', async () => {
    const { eventId, headers } = await host();

    const response = await listServices(eventId, headers);

    expect(response.statusCode).toBe(200);
    const { services: groups } = response.json();
    expect(groups.default.map((s: { id: number }) => s.id).sort()).toEqual([gallery?.id, page?.id].sort());
    expect(groups.turbo).toEqual([
      {
        id: password?.id,
        name: 'Senha no Site',
        description: 'Proteja o site.',
        price: 19.9,
        type: 'PASSWORD',
        active: true,
        quantity: 1,
      },
      {
        id: photos?.id,
        name: 'Pacote +30 Fotos',
        description: '',
        price: 29.9,
        type: 'IMAGE',
        active: true,
        quantity: 30,
      },
    ]);
    expect(groups.turbo.some((s: { id: number }) => s.id === retired?.id)).toBe(false);
    expect(groups.contracted).toEqual([]);
  });
});

describe('POST /api/users/services/purchase', () => {
  it('starts a pending purchase with a 7-day expiry that becomes contracted once paid', async () => {
    const { eventId, headers } = await host();

    const response = await buy(headers, { serviceId: photos?.id, eventId });

    expect(response.statusCode).toBe(200);
    const { paymentLink } = response.json();
    expect(paymentLink).toMatch(new RegExp(`^${mock.url}/checkout/`));
    const [row] = await t.db.select().from(eventServices).where(eq(eventServices.eventId, eventId));
    expect(row).toMatchObject({
      serviceId: photos?.id,
      status: 'PENDING',
      priceCents: 2_990,
      quantity: 30,
      paymentLink,
    });
    const days = ((row?.expirationAt?.getTime() ?? 0) - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const preference = await fetch(`${mock.url}/checkout/preferences/${row?.providerPreferenceId}`, {
      headers: { authorization: `Bearer ${MP_TOKEN}` },
    }).then((r) => r.json());
    expect(preference).toMatchObject({
      items: [{ title: 'Pacote +30 Fotos', quantity: 1, unit_price: 29.9 }],
      external_reference: `service:${row?.id}`,
    });

    const pending = await listPending(eventId, headers);
    expect(pending.json().pendingServices).toEqual([
      {
        id: row?.id,
        serviceId: photos?.id,
        name: 'Pacote +30 Fotos',
        description: '',
        price: 29.9,
        type: 'IMAGE',
        expirationAt: row?.expirationAt?.toISOString(),
        paymentLink,
      },
    ]);
    // 'Continuar Pagamento': buying it again offers the same checkout.
    expect((await buy(headers, { serviceId: photos?.id, eventId })).json().paymentLink).toBe(paymentLink);

    const { location } = await checkout(paymentLink, 'approve');

    expect(location.pathname).toBe('/service-package');
    expect((await listPending(eventId, headers)).json().pendingServices).toEqual([]);
    const contracted = (await listServices(eventId, headers)).json().services.contracted;
    expect(contracted).toEqual([
      {
        id: row?.id,
        serviceId: photos?.id,
        name: 'Pacote +30 Fotos',
        description: '',
        price: 29.9,
        type: 'IMAGE',
        quantity: 30,
        createdAt: row?.createdAt.toISOString(),
      },
    ]);
  });

  it('is not contracted when refused, and a pending one is no longer offered once expired', async () => {
    const { eventId, headers } = await host();
    const { paymentLink } = (await buy(headers, { serviceId: password?.id, eventId })).json();

    await checkout(paymentLink, 'reject');

    const [row] = await t.db.select().from(eventServices).where(eq(eventServices.eventId, eventId));
    expect(row?.status).toBe('RECUSED');
    expect((await listServices(eventId, headers)).json().services.contracted).toEqual([]);

    const second = (await buy(headers, { serviceId: password?.id, eventId })).json();
    expect(second.paymentLink).not.toBe(paymentLink);
    await t.db
      .update(eventServices)
      .set({ expirationAt: new Date(Date.now() - 1000) })
      .where(eq(eventServices.eventId, eventId));
    expect((await listPending(eventId, headers)).json().pendingServices).toEqual([]);
  });

  it('refuses a free, inactive or unknown service', async () => {
    const { eventId, headers } = await host();

    for (const serviceId of [gallery?.id, retired?.id]) {
      const response = await buy(headers, { serviceId, eventId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Este serviço não está disponível para compra.',
      });
    }
    const unknown = await buy(headers, { serviceId: 987_654, eventId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Serviço não encontrado.');
    const invalid = await buy(headers, { serviceId: 'dois', eventId });
    expect(invalid.statusCode).toBe(400);
    expect(await t.db.select().from(eventServices).where(eq(eventServices.eventId, eventId))).toEqual([]);
  });

  it('answers 404 for another host’s event and 401 without a sign-in, on every call', async () => {
    const owner = await host();
    const stranger = await host();

    const calls = [
      () => buy(stranger.headers, { serviceId: photos?.id, eventId: owner.eventId }),
      () => listServices(owner.eventId, stranger.headers),
      () => listPending(owner.eventId, stranger.headers),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
    }
    expect((await buy({}, { serviceId: photos?.id, eventId: owner.eventId })).statusCode).toBe(401);
    expect((await listServices(owner.eventId, {})).statusCode).toBe(401);
    expect((await listPending(owner.eventId, {})).statusCode).toBe(401);
    expect(await t.db.select().from(eventServices).where(eq(eventServices.eventId, owner.eventId))).toEqual(
      [],
    );
  });
});
