import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventDeliveryAddresses, purchases } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { seedDeliveryCouple } from '../../../helpers/delivery-couple';
import { readOutbox } from '../../../helpers/outbox';

/**
 * The delivery queue's calls: the back office lists the lines ('Entregas': status, event, due
 * window, pages) and moves them with their data (bad input answered in Portuguese naming the
 * field; the host mailed when a gift is sent); the host sees their own lines only and turns one
 * into money once, never after it is bought. (Who may call at all: security/authorization.test.ts,
 * from the same route table.)
 */
const t = await build();
const admin = await createTestAdmin(t.db);
const asAdmin = await adminHeaders(t.db, admin.id);

/** A couple who chose delivery, their party on `date`, and `n` approved gifts of R$ 150,00. */
async function coupleWithGifts(date: string, n: number) {
  const { host, eventId } = await seedDeliveryCouple(t.db, {
    preference: 'weekOfParty',
    eventDate: date,
    approved: n,
  });
  return { host, eventId, asHost: await userHeaders(t.db, host.id) };
}

const early = await coupleWithGifts('2027-03-20', 3);
const late = await coupleWithGifts('2027-06-12', 1);

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/admin/deliveries?${query}`, headers: asAdmin });
  return { status: response.statusCode, body: response.json() };
}

async function move(id: number, payload: object) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/deliveries/${id}/status`,
    headers: asAdmin,
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /admin/deliveries', () => {
  it('lists the lines to buy, the soonest due first, by event, due window and page', async () => {
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.deliveries.map((line: { eventId: number }) => line.eventId)).toEqual([
      early.eventId,
      early.eventId,
      early.eventId,
      late.eventId,
    ]);
    expect(all.body.deliveries[0]).toMatchObject({
      eventTitle: 'Casamento de Ana',
      giftName: 'Jogo de panelas',
      guestName: 'Davi Lima',
      quantity: 1,
      share: 150,
      status: 'TO_BUY',
      dueFrom: '2027-03-14',
      dueTo: '2027-03-20',
    });
    expect((await list(`eventId=${late.eventId}`)).body.total).toBe(1);
    // the windows that meet 01/06–10/06: the June party's (06/06–12/06) only
    const june = await list('dueFrom=2027-06-01&dueTo=2027-06-10');
    expect(june.body.deliveries.map((line: { eventId: number }) => line.eventId)).toEqual([late.eventId]);
    const page = await list('limit=2&page=2');
    expect(page.body).toMatchObject({ total: 4, totalPages: 2 });
    expect(page.body.deliveries).toHaveLength(2);
    expect((await list('status=DELIVERED')).body.total).toBe(0);
  });

  it('answers bad filters in Portuguese', async () => {
    const bad = await list('status=LOST');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status inválido: escolha Comprado, Enviado ou Entregue (campo status).');
    expect((await list('dueFrom=20-03-2027')).status).toBe(400);
  });
});

describe('PUT /admin/deliveries/{id}/status', () => {
  it('moves a line with its data, refuses bad input naming the field, mails the host when sent', async () => {
    const [line] = (await list(`eventId=${early.eventId}`)).body.deliveries as { id: number }[];
    if (!line) throw new Error('no line');
    const noCost = await move(line.id, { status: 'BOUGHT', supplier: 'Loja X' });
    expect(noCost).toMatchObject({
      status: 400,
      body: { message: 'Informe o custo da compra (campo custo), em reais.' },
    });
    const noSupplier = await move(line.id, { status: 'BOUGHT', cost: 139.9 });
    expect(noSupplier.body.message).toBe('Informe o fornecedor (campo fornecedor).');
    expect((await move(line.id, { status: 'LOST' })).status).toBe(400);
    const bought = await move(line.id, { status: 'BOUGHT', cost: 139.9, supplier: 'Loja X' });
    expect(bought).toMatchObject({
      status: 200,
      body: {
        message: 'Status da entrega atualizado.',
        delivery: { status: 'BOUGHT', cost: 139.9, supplier: 'Loja X' },
      },
    });
    // sent before the couple gave an address: refused
    expect((await move(line.id, { status: 'SENT', carrier: 'Correios', trackingCode: 'BR1' })).status).toBe(
      409,
    );
    await t.db.insert(eventDeliveryAddresses).values({
      eventId: early.eventId,
      postalCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      neighbourhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      recipientName: 'Ana Souza',
    });
    const sent = await move(line.id, { status: 'SENT', carrier: 'Correios', trackingCode: 'BR123456789BR' });
    expect(sent.body.delivery).toMatchObject({ status: 'SENT', trackingCode: 'BR123456789BR' });
    const mails = (await readOutbox(t.config)).filter((mail) => mail.to === early.host.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Um presente está a caminho!']);
    expect(mails[0]?.text).toContain('BR123456789BR');
    // a step skipped or repeated: the line moved on
    expect((await move(line.id, { status: 'SENT', carrier: 'Correios', trackingCode: 'X' })).status).toBe(
      409,
    );
    const delivered = await move(line.id, { status: 'DELIVERED', deliveredOn: '2027-03-18' });
    expect(delivered.body.delivery).toMatchObject({ status: 'DELIVERED', deliveredOn: '2027-03-18' });
    expect((await move(999_999, { status: 'DELIVERED', deliveredOn: '2027-03-18' })).status).toBe(404);
  });
});

describe('the host', () => {
  it('sees their own lines only, and turns one not yet bought into money once', async () => {
    const mine = await t.app.inject({ url: '/api/users/deliveries', headers: late.asHost });
    const lines = mine.json().deliveries as { id: number; eventId: number }[];
    expect(lines.map((line) => line.eventId)).toEqual([late.eventId]);
    const [line] = lines;
    if (!line) throw new Error('no line');
    const convert = (headers: Record<string, string>, id: number) =>
      t.app.inject({ method: 'POST', url: `/api/users/deliveries/${id}/convert`, headers });
    // another couple's line is not found
    expect((await convert(early.asHost, line.id)).statusCode).toBe(404);
    const converted = await convert(late.asHost, line.id);
    expect(converted.json()).toMatchObject({
      message: 'Presente convertido em dinheiro: o valor está no seu saldo.',
      delivery: { status: 'CONVERTED' },
    });
    const again = await convert(late.asHost, line.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este presente já foi convertido em dinheiro.');
    // bought by the back office: no longer
    const [bought] = (await list(`eventId=${early.eventId}&status=ALL`)).body.deliveries.filter(
      (row: { status: string }) => row.status === 'DELIVERED',
    ) as { id: number }[];
    const refused = await convert(early.asHost, bought?.id ?? 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Este presente já foi comprado para entrega: não pode mais ser recebido em dinheiro.',
    );
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.eventId, late.eventId));
    expect(purchase?.status).toBe('APPROVED');
  });
});
