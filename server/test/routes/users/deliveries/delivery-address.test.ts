import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, deliveries, eventDeliveryAddresses, events } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { seedDeliveryCouple } from '../../../helpers/delivery-couple';

/**
 * The couple's side of the deliveries on their own event: the delivery address ('Endereço de
 * entrega': read with the preference and the first due day, saved whole, bad input answered in
 * Portuguese naming the field) and the change of preference (refused once a gift is bought,
 * audited). Another host's event is 404 (other-hosts-event.test.ts, for every such call).
 */
const t = await build();
const admin = await createTestAdmin(t.db);

/** A couple who chose `preference`, their party on 20/03/2027, and one approved gift of R$ 150,00. */
async function couple(preference: 'weekOfParty' | 'weekAfterParty' | 'cash') {
  const { host, eventId } = await seedDeliveryCouple(t.db, {
    preference,
    eventDate: '2027-03-20',
    approved: 1,
  });
  return { eventId, headers: await userHeaders(t.db, host.id) };
}

const ADDRESS = {
  postalCode: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighbourhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
  recipientName: 'Ana Souza',
};

const call = async (
  method: 'GET' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

describe('the delivery address', () => {
  it('is asked while none is given, with the first due day, then saved whole and read back', async () => {
    const { eventId, headers } = await couple('weekOfParty');
    const empty = await call('GET', `/users/event/${eventId}/delivery-address`, headers);
    expect(empty).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'OK',
        address: null,
        giftDeliveryPreference: 'weekOfParty',
        addressRequired: true,
        firstDueFrom: '2027-03-14',
      },
    });

    const saved = await call('PUT', `/users/event/${eventId}/delivery-address`, headers, ADDRESS);
    const stored = { ...ADDRESS, postalCode: '01310-100', state: 'SP' };
    expect(saved).toEqual({
      status: 200,
      body: { success: true, message: 'Endereço de entrega salvo.', address: stored },
    });
    const changed = { ...ADDRESS, number: '2000', complement: '' };
    await call('PUT', `/users/event/${eventId}/delivery-address`, headers, changed);
    const read = await call('GET', `/users/event/${eventId}/delivery-address`, headers);
    expect(read.body.address).toEqual({ ...stored, number: '2000', complement: null });
    // the back office's line carries it
    const asAdmin = await adminHeaders(t.db, admin.id);
    const lines = await call('GET', `/admin/deliveries?eventId=${eventId}`, asAdmin);
    expect(lines.body.deliveries[0]).toMatchObject({
      address: { city: 'São Paulo', number: '2000' },
      convertible: true,
      refundDecision: null,
    });
  });

  it('is not required when the gifts become money', async () => {
    const { eventId, headers } = await couple('cash');
    const read = await call('GET', `/users/event/${eventId}/delivery-address`, headers);
    expect(read.body).toMatchObject({ addressRequired: false, firstDueFrom: null, address: null });
  });

  it('refuses bad input in Portuguese, naming the field', async () => {
    const { eventId, headers } = await couple('weekOfParty');
    const bad = async (payload: object) =>
      (await call('PUT', `/users/event/${eventId}/delivery-address`, headers, payload)).body.message;
    expect(await bad({ ...ADDRESS, postalCode: '0131-0100' })).toBe(
      'Informe o CEP no formato 00000-000 (campo CEP).',
    );
    expect(await bad({ ...ADDRESS, street: ' ' })).toBe('Informe a rua (campo Rua).');
    expect(await bad({ ...ADDRESS, number: undefined })).toBe(
      'Informe o número, ou S/N se não houver (campo Número).',
    );
    expect(await bad({ ...ADDRESS, neighbourhood: '' })).toBe('Informe o bairro (campo Bairro).');
    expect(await bad({ ...ADDRESS, city: 12 })).toBe('Informe a cidade (campo Cidade).');
    expect(await bad({ ...ADDRESS, state: 'XX' })).toBe(
      'Informe a UF com duas letras (campo Estado), por exemplo SP.',
    );
    expect(await bad({ ...ADDRESS, recipientName: '' })).toBe(
      'Informe quem vai receber as entregas (campo Quem recebe).',
    );
    const [row] = await t.db
      .select()
      .from(eventDeliveryAddresses)
      .where(eq(eventDeliveryAddresses.eventId, eventId));
    expect(row).toBeUndefined();
  });

  it('is the host’s own: no session is 401, an administrator’s session is no host’s', async () => {
    const { eventId } = await couple('weekOfParty');
    expect((await call('GET', `/users/event/${eventId}/delivery-address`, {})).status).toBe(401);
    const asAdmin = await adminHeaders(t.db, admin.id);
    expect((await call('PUT', `/users/event/${eventId}/delivery-address`, asAdmin, ADDRESS)).status).toBe(
      401,
    );
  });
});

describe('the change of preference', () => {
  it('moves the window while nothing is bought, audited; refused once a gift is bought', async () => {
    const { eventId, headers } = await couple('weekOfParty');
    const url = `/users/event/${eventId}/delivery-preference`;
    const changed = await call('PUT', url, headers, { giftDeliveryPreference: 'weekAfterParty' });
    expect(changed).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Preferência de entrega salva.',
        giftDeliveryPreference: 'weekAfterParty',
      },
    });
    const [line] = await t.db.select().from(deliveries).where(eq(deliveries.eventId, eventId));
    expect(line).toMatchObject({ dueFrom: '2027-03-21', dueTo: '2027-03-27' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'event.delivery-preference-changed'), eq(auditLog.entityId, String(eventId))),
      );
    expect(audits.map((row) => [row.actorKind, row.before, row.after])).toEqual([
      ['host', { giftDeliveryPreference: 'weekOfParty' }, { giftDeliveryPreference: 'weekAfterParty' }],
    ]);

    const bad = await call('PUT', url, headers, { giftDeliveryPreference: 'pickup' });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        message:
          'Escolha a preferência de entrega (campo Preferência de entrega): na semana da festa, após a festa ou em dinheiro.',
      },
    });

    await t.db
      .update(deliveries)
      .set({ status: 'BOUGHT', costCents: 13_990, supplier: 'Loja X' })
      .where(eq(deliveries.eventId, eventId));
    const refused = await call('PUT', url, headers, { giftDeliveryPreference: 'cash' });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message:
          'A preferência de entrega não pode mais ser alterada: um presente já foi comprado para entrega.',
      },
    });
    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(event?.giftDeliveryPreference).toBe('weekAfterParty');
  });
});
