import { describe, expect, it } from 'vitest';
import { eventServices, services } from '../../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../../helpers/accounts';
import { expectAdminOnly } from '../../../../helpers/admin-access';
import { build } from '../../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const [photos, videos, inactiveDefault, turbo] = await t.db
  .insert(services)
  .values([
    { name: 'Fotos', description: 'Galeria de fotos', type: 'IMAGE', quantity: 20, isDefault: true },
    { name: 'Vídeos', type: 'VIDEO', quantity: 2, isDefault: true },
    { name: 'Antigo', type: 'PAGE', isDefault: true, active: false },
    { name: 'Turbo Fotos', description: 'Mais 100 fotos', type: 'IMAGE', priceCents: 2_990, quantity: 100 },
  ])
  .returning();
if (!photos || !videos || !inactiveDefault || !turbo) throw new Error('services not inserted');

const { event } = await createTestUser(t.db);
const eventId = event?.id ?? 0;
const hour = 60 * 60 * 1000;
const [contracted, pending] = await t.db
  .insert(eventServices)
  .values([
    {
      eventId,
      serviceId: turbo.id,
      status: 'APPROVED',
      priceCents: 2_490,
      quantity: 80,
      createdAt: new Date('2025-04-01T12:00:00Z'),
    },
    {
      eventId,
      serviceId: turbo.id,
      status: 'PENDING',
      priceCents: 2_990,
      quantity: 100,
      paymentLink: 'https://pagamento.dev/abc',
      expirationAt: new Date(Date.now() + 24 * hour),
    },
    // Not shown: expired, without an expiry, cancelled.
    {
      eventId,
      serviceId: turbo.id,
      status: 'PENDING',
      priceCents: 2_990,
      quantity: 100,
      expirationAt: new Date(Date.now() - hour),
    },
    { eventId, serviceId: turbo.id, status: 'PENDING', priceCents: 2_990, quantity: 100 },
    { eventId, serviceId: turbo.id, status: 'CANCELLED', priceCents: 2_990, quantity: 100 },
  ])
  .returning();
// Another event's purchases never show.
const other = await createTestUser(t.db);
await t.db.insert(eventServices).values([
  { eventId: other.event?.id ?? 0, serviceId: turbo.id, status: 'APPROVED', priceCents: 1, quantity: 1 },
  {
    eventId: other.event?.id ?? 0,
    serviceId: turbo.id,
    status: 'PENDING',
    priceCents: 1,
    quantity: 1,
    expirationAt: new Date(Date.now() + hour),
  },
]);

const base = `/api/admin/events/${eventId}/services`;

describe('GET /api/admin/events/{id}/services/contracted', () => {
  it('lists the paid services with the price and quantity bought', async () => {
    const response = await t.app.inject({ url: `${base}/contracted`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      contractedServices: [
        {
          id: contracted?.id,
          serviceId: turbo.id,
          name: 'Turbo Fotos',
          description: 'Mais 100 fotos',
          price: 24.9,
          type: 'IMAGE',
          quantity: 80,
          createdAt: '2025-04-01T12:00:00.000Z',
        },
      ],
    });
  });
});

describe('GET /api/admin/events/{id}/services/pending-payments', () => {
  it('lists only the pending purchases whose link has not expired', async () => {
    const response = await t.app.inject({ url: `${base}/pending-payments`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().pendingServices).toEqual([
      {
        id: pending?.id,
        serviceId: turbo.id,
        name: 'Turbo Fotos',
        description: 'Mais 100 fotos',
        price: 29.9,
        type: 'IMAGE',
        expirationAt: pending?.expirationAt?.toISOString(),
        paymentLink: 'https://pagamento.dev/abc',
      },
    ]);
  });
});

describe('GET /api/admin/events/{id}/services/default', () => {
  it('lists the active free services', async () => {
    const response = await t.app.inject({ url: `${base}/default`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().servicesDefault).toEqual([
      {
        id: photos.id,
        name: 'Fotos',
        description: 'Galeria de fotos',
        price: 0,
        type: 'IMAGE',
        active: true,
        quantity: 20,
      },
      expect.objectContaining({ id: videos.id, name: 'Vídeos', type: 'VIDEO' }),
    ]);
  });
});

describe('the event services calls', () => {
  it.each(['contracted', 'pending-payments', 'default'])('%s: 404 for an unknown event', async (path) => {
    const response = await t.app.inject({ url: `/api/admin/events/999999/services/${path}`, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
  });

  it.each(['contracted', 'pending-payments', 'default'])('%s: for administrators only', async (path) => {
    await expectAdminOnly(t, { url: `${base}/${path}` });
  });
});
