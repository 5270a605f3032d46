import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventServices, services } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const valid = {
  name: 'Pacote +30 Fotos',
  description: 'Mais fotos',
  price: 29.9,
  type: 'IMAGE',
  quantity: 30,
};

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/admin/services${url}`, headers, payload });
}

async function createService(overrides: object = {}) {
  const response = await call('POST', '', { ...valid, ...overrides });
  expect(response.statusCode).toBe(200);
  return response.json().service;
}

describe('POST /api/admin/services', () => {
  it('creates an active service, price kept in centavos', async () => {
    const response = await call('POST', '', valid);

    expect(response.statusCode).toBe(200);
    const { service, message } = response.json();
    expect(message).toBe('Serviço cadastrado com sucesso.');
    expect(service).toEqual({ id: service.id, ...valid, active: true });
    const [row] = await t.db.select().from(services).where(eq(services.id, service.id));
    expect(row).toMatchObject({ priceCents: 2_990, quantity: 30, isDefault: false });
  });

  it('refuses a negative or fractional quantity and a missing field, naming the field', async () => {
    for (const quantity of [-1, 1.5, '3']) {
      const response = await call('POST', '', { ...valid, quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'O campo Quantidade é inválido.' });
    }
    const labels = { name: 'Nome', description: 'Descrição', price: 'Preço', type: 'Tipo' } as const;
    for (const field of ['name', 'description', 'price', 'type'] as const) {
      const { [field]: _left, ...payload } = valid;
      const response = await call('POST', '', payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toBe(`O campo ${labels[field]} é obrigatório.`);
    }
    const badType = await call('POST', '', { ...valid, type: 'GOLD' });
    expect(badType.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { method: 'POST', url: '/api/admin/services', payload: valid });
  });
});

describe('GET /api/admin/services, /types and /:id', () => {
  it('lists every service, and answers one', async () => {
    const created = await createService({ active: false, name: 'Inativo' });

    const list = await call('GET', '');
    expect(list.statusCode).toBe(200);
    expect(list.json().services).toContainEqual(created);

    const one = await call('GET', `/${created.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().service).toEqual({ ...created, active: false });
  });

  it('answers the five service types', async () => {
    const response = await call('GET', '/types');
    expect(response.statusCode).toBe(200);
    expect(response.json().serviceTypes).toEqual(['PASSWORD', 'VIDEO', 'IMAGE', 'PAGE', 'EXTRA']);
  });

  it('answers 404 for an unknown service', async () => {
    const response = await call('GET', '/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Serviço não encontrado.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/services' });
    await expectAdminOnly(t, { url: '/api/admin/services/types' });
    await expectAdminOnly(t, { url: '/api/admin/services/1' });
  });
});

describe('PUT /api/admin/services/:id', () => {
  it('updates every field, quantity 0 allowed', async () => {
    const created = await createService();

    const response = await call('PUT', `/${created.id}`, {
      ...valid,
      name: 'Vídeo extra',
      type: 'VIDEO',
      price: 0,
      quantity: 0,
      active: false,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Serviço atualizado com sucesso.',
      service: { id: created.id, name: 'Vídeo extra', type: 'VIDEO', price: 0, quantity: 0, active: false },
    });
  });

  it('answers 404 for an unknown service and 400 for bad input', async () => {
    expect((await call('PUT', '/999999', valid)).statusCode).toBe(404);
    const created = await createService();
    const response = await call('PUT', `/${created.id}`, { ...valid, quantity: -5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O campo Quantidade é inválido.');
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { method: 'PUT', url: '/api/admin/services/1', payload: valid });
  });
});

describe('DELETE /api/admin/services/:id', () => {
  it('removes a service nobody bought', async () => {
    const created = await createService();

    const response = await call('DELETE', `/${created.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Serviço removido com sucesso.' });
    expect(await t.db.select().from(services).where(eq(services.id, created.id))).toEqual([]);
  });

  it('refuses with a 409 to remove a service an event bought, and keeps it', async () => {
    const created = await createService();
    const host = await createTestUser(t.db);
    await t.db.insert(eventServices).values({
      eventId: host.event?.id as number,
      serviceId: created.id,
      status: 'APPROVED',
      priceCents: 2_990,
      quantity: 30,
    });

    const response = await call('DELETE', `/${created.id}`);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message:
        'Este serviço já foi contratado por um evento e não pode ser excluído. Desative-o para que não seja mais oferecido.',
    });
    expect(await t.db.select().from(services).where(eq(services.id, created.id))).toHaveLength(1);
  });

  it('answers 404 for an unknown service', async () => {
    expect((await call('DELETE', '/999999')).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { method: 'DELETE', url: '/api/admin/services/1' });
  });
});
