import type { TPersonalDataEvent } from '@celebra/shared/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, eventMessages, guests, purchases } from '../../../../src/db/schema/index';
import { eventTotals, personalColumns, seedGuestData } from '../../../domain/privacy/seed-guest-data';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

async function hostEvent(title: string) {
  const host = await createTestUser(t.db, { event: { title } });
  if (!host.event) throw new Error('event not created');
  return host.event;
}

const wedding = await hostEvent('Casamento Ana e Rui');
const birthday = await hostEvent('Aniversário da Lia');
await seedGuestData(t.db, wedding.id, {
  email: 'maria@example.com',
  phone: '(31) 90000-1111',
  firstName: 'Maria',
});
await seedGuestData(t.db, birthday.id, {
  email: 'Maria@Example.com',
  phone: '(31) 90000-1111',
  firstName: 'Maria',
});
await seedGuestData(t.db, birthday.id, {
  email: 'pedro@example.com',
  phone: '(41) 98888-7777',
  firstName: 'Pedro',
});

const find = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/personal-data', query, headers });

describe('GET /api/admin/personal-data', () => {
  it("shows the person's confirmations, messages and purchases on each event", async () => {
    const response = await find({ email: 'MARIA@example.com' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.events.map((e: { title: string }) => e.title)).toEqual([
      'Casamento Ana e Rui',
      'Aniversário da Lia',
    ]);
    const [first] = body.events;
    expect(first.guests).toEqual([
      expect.objectContaining({
        firstName: 'Maria',
        email: 'maria@example.com',
        phoneNumber: '(31) 90000-1111',
        attending: true,
        companions: [
          { name: 'Caio Lima', age: 34 },
          { name: 'Duda Lima', age: 6 },
        ],
        answers: [{ question: 'Alguma restrição alimentar?', answer: 'Vegetariana' }],
        consentVersion: 1,
      }),
    ]);
    expect(first.messages).toEqual([expect.objectContaining({ message: 'Felicidades ao casal!' })]);
    // The API speaks reais.
    expect(first.purchases).toEqual([
      expect.objectContaining({
        guestName: 'Maria Lima',
        totalPrice: 157.5,
        userAmount: 150,
        status: 'APPROVED',
      }),
    ]);
    // Pedro is on the birthday too, but he is not Maria.
    expect(JSON.stringify(body)).not.toContain('pedro@example.com');
  });

  it("finds by the phone the messages and purchases the same person's confirmations link by e-mail", async () => {
    const body = (await find({ phone: '31900001111' })).json();
    expect(body.events).toHaveLength(2);
    expect(body.events.flatMap((e: { guests: unknown[] }) => e.guests)).toHaveLength(2);
    expect(body.events.flatMap((e: { messages: unknown[] }) => e.messages)).toHaveLength(2);
    expect(body.events.flatMap((e: { purchases: unknown[] }) => e.purchases)).toHaveLength(2);
    expect(body.person).toEqual({
      names: ['Maria Lima'],
      emails: ['maria@example.com'],
      phones: ['(31) 90000-1111'],
    });
    expect(JSON.stringify(body)).not.toContain('pedro@example.com');
  });

  it("finds one person by e-mail and phone together, each reaching the rows the other's link", async () => {
    const party = await hostEvent('Chá da Bel');
    const shower = await hostEvent('Chá de bebê do Léo');
    await seedGuestData(t.db, party.id, {
      email: 'rita@example.com',
      phone: '(21) 97777-0000',
      firstName: 'Rita',
    });
    // On the shower Rita confirmed with her phone only, and a cousin bought a gift with her own e-mail.
    const [phoneOnly] = await t.db
      .insert(guests)
      .values({
        eventId: shower.id,
        firstName: 'Rita',
        lastName: 'Lima',
        email: '',
        phoneNumber: '+55 21 97777-0000',
      })
      .returning();
    await t.db.insert(purchases).values({
      eventId: shower.id,
      guestName: 'Rita Lima',
      guestEmail: 'RITA@example.com',
      userAmountCents: 5_000,
      totalPriceCents: 5_000,
      percentage: 0,
      status: 'APPROVED',
    });
    const rows = (body: { events: TPersonalDataEvent[] }) => ({
      guests: body.events.flatMap((e) => e.guests.map((g) => g.id)).sort(),
      purchases: body.events.flatMap((e) => e.purchases).length,
      messages: body.events.flatMap((e) => e.messages).length,
    });

    const byEmail = rows((await find({ email: 'rita@example.com' })).json());
    const byPhone = rows((await find({ phone: '21977770000' })).json());
    const byBoth = rows((await find({ email: 'rita@example.com', phone: '21977770000' })).json());

    expect(byEmail.guests).toContain(phoneOnly?.id);
    expect(byEmail).toEqual({ guests: byEmail.guests, purchases: 2, messages: 1 });
    expect(byEmail.guests).toHaveLength(2);
    expect(byPhone).toEqual(byEmail);
    expect(byBoth).toEqual(byEmail);
  });

  it('answers who was found and what an erasure would take, per kind', async () => {
    const body = (await find({ email: 'maria@example.com' })).json();
    expect(body.person).toEqual({
      names: ['Maria Lima'],
      emails: ['maria@example.com'],
      phones: ['(31) 90000-1111'],
    });
    const ids = (kind: 'guests' | 'messages' | 'purchases') =>
      body.events
        .flatMap((e: TPersonalDataEvent) => e[kind].map((row) => row.id))
        .sort((a: number, b: number) => a - b);
    expect(body.erasure).toEqual({
      guests: 2,
      companions: 4,
      answers: 2,
      messages: 2,
      purchases: 2,
      mailJobs: 0,
      selection: { guests: ids('guests'), messages: ids('messages'), purchases: ids('purchases') },
    });
  });

  it("lists a host's registration and account with that e-mail, for information", async () => {
    const host = await createTestUser(t.db, { event: null });
    const body = (await find({ email: host.email })).json();
    expect(body.events).toEqual([]);
    expect(body.hostAccounts).toEqual([expect.objectContaining({ id: host.id, email: host.email })]);
  });

  it('refuses a search without e-mail or phone, or with an invalid one, naming the field', async () => {
    for (const [query, message] of [
      [{}, 'Informe o campo E-mail ou o campo Telefone.'],
      [{ email: '  ' }, 'Informe o campo E-mail ou o campo Telefone.'],
      [{ email: 'maria' }, 'O campo E-mail é inválido.'],
      [{ email: 'maria\u0000@example.com' }, 'O campo E-mail é inválido.'],
      [{ phone: '1234' }, 'O campo Telefone deve ter entre 10 e 13 dígitos.'],
    ] as const) {
      const response = await find(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { method: 'GET', url: '/api/admin/personal-data?email=maria@example.com' });
  });
});

describe('GET /api/admin/personal-data/export', () => {
  it('answers a JSON file a person can read: Portuguese keys, dates and money formatted', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/personal-data/export',
      query: { email: 'maria@example.com' },
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="dados-pessoais.json"');
    const file = response.json();
    // Not the API's envelope: no English keys.
    for (const key of ['success', 'message', 'events', 'guests', 'purchases', 'createdAt', 'totalPrice'])
      expect(response.body).not.toContain(`"${key}"`);
    expect(file).toMatchObject({
      documento: 'Dados pessoais guardados pela Celebra',
      pessoa: { nomes: ['Maria Lima'], emails: ['maria@example.com'], telefones: ['(31) 90000-1111'] },
    });
    expect(file.geradoEm).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(file.eventos.map((e: { evento: string }) => e.evento)).toEqual([
      'Casamento Ana e Rui',
      'Aniversário da Lia',
    ]);
    const [wedding] = file.eventos;
    expect(wedding.confirmacoesDePresenca).toEqual([
      expect.objectContaining({
        nome: 'Maria Lima',
        presenca: 'Vai',
        acompanhantes: [
          { nome: 'Caio Lima', idade: 34 },
          { nome: 'Duda Lima', idade: 6 },
        ],
        respostas: [{ pergunta: 'Alguma restrição alimentar?', resposta: 'Vegetariana' }],
        consentimento: {
          versaoDosTextos: 1,
          aceitoEm: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
        },
        apagadoEm: null,
      }),
    ]);
    expect(wedding.compras).toEqual([
      expect.objectContaining({
        comprador: 'Maria Lima',
        valorPago: 'R$\u00a0157,50',
        valorParaOsAnfitrioes: 'R$\u00a0150,00',
        situacao: 'Aprovado',
      }),
    ]);
  });

  it('refuses a bad query and anyone but an administrator', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/personal-data/export', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Informe o campo E-mail ou o campo Telefone.');
    await expectAdminOnly(t, { method: 'GET', url: '/api/admin/personal-data/export?phone=31900001111' });
  });
});

describe('POST /api/admin/personal-data/erase', () => {
  const erase = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/personal-data/erase',
      payload: payload as object,
      headers,
    });

  const none = { guests: [], messages: [], purchases: [] };
  const searched = async (query: Record<string, string>) => (await find(query)).json().erasure.selection;

  it('refuses without the confirmation, the rows shown, or e-mail and phone', async () => {
    for (const [payload, message] of [
      [
        { email: 'maria@example.com', selection: none },
        'O campo Confirmação é obrigatório para apagar os dados.',
      ],
      [
        { email: 'maria@example.com', selection: none, confirm: 'sim' },
        'O campo Confirmação é obrigatório para apagar os dados.',
      ],
      [
        { email: 'maria@example.com', confirm: true },
        'O campo Seleção é obrigatório: busque a pessoa e apague a partir do resultado.',
      ],
      [{ confirm: true, selection: none }, 'Informe o campo E-mail ou o campo Telefone.'],
      [{ email: 'maria', confirm: true, selection: none }, 'O campo E-mail é inválido.'],
    ] as const) {
      const response = await erase(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect((await personalColumns(t.db, wedding.id)).guests[0]?.firstName).toBe('Maria');
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, {
      method: 'POST',
      url: '/api/admin/personal-data/erase',
      payload: { email: 'maria@example.com', confirm: true, selection: none },
    });
    expect((await personalColumns(t.db, wedding.id)).guests[0]?.firstName).toBe('Maria');
  });

  it("refuses a stale search result: someone else's rows, or the person's rows changed since", async () => {
    const pedros = await searched({ email: 'pedro@example.com' });
    const marias = await searched({ email: 'maria@example.com' });
    // The field now says Maria, the rows shown were Pedro's.
    const wrongPerson = await erase({ email: 'maria@example.com', selection: pedros, confirm: true });
    // Maria left one more message after the search.
    const [late] = await t.db
      .insert(eventMessages)
      .values({
        eventId: wedding.id,
        firstName: 'Maria',
        lastName: 'Lima',
        email: 'maria@example.com',
        message: 'Oi!',
      })
      .returning();
    const changed = await erase({ email: 'maria@example.com', selection: marias, confirm: true });

    for (const response of [wrongPerson, changed]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'Os dados desta pessoa mudaram desde a busca. Busque de novo e confira antes de apagar.',
      });
    }
    expect((await personalColumns(t.db, wedding.id)).guests[0]?.firstName).toBe('Maria');
    expect((await personalColumns(t.db, birthday.id)).guests.map((g) => g.firstName).sort()).toEqual([
      'Maria',
      'Pedro',
    ]);
    if (late) await t.db.delete(eventMessages).where(eq(eventMessages.id, late.id));
  });

  it("erases the person's data on every event, keeps the totals, and records it without the e-mail", async () => {
    const totalsBefore = [await eventTotals(t.db, wedding.id), await eventTotals(t.db, birthday.id)];

    const selection = await searched({ phone: '(31) 90000-1111' });
    // Searched by the phone, erased by the phone: the e-mail's messages and purchases go too.
    const response = await erase({ phone: '(31) 90000-1111', selection, confirm: true });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Dados pessoais apagados.',
      guests: 2,
      messages: 2,
      purchases: 2,
      mailJobs: 0,
    });
    expect([await eventTotals(t.db, wedding.id), await eventTotals(t.db, birthday.id)]).toEqual(totalsBefore);
    const after = (await find({ email: 'maria@example.com' })).json();
    expect(after.events).toEqual([]);
    const birthdayRows = await personalColumns(t.db, birthday.id);
    expect(birthdayRows.guests.map((g) => g.firstName).sort()).toEqual(['Convidado', 'Pedro']);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'personal-data.erased'), eq(auditLog.actorId, admin.id)));
    expect(audit).toMatchObject({
      actorKind: 'admin',
      entityType: 'person',
      entityId: '***11',
      after: { guests: 2, messages: 2, purchases: 2, mailJobs: 0 },
    });
    expect(JSON.stringify(audit)).not.toContain('maria@');
    expect(JSON.stringify(audit)).not.toContain('90000');
  });
});
