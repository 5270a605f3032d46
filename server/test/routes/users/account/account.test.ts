import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  eventGallery,
  eventMessages,
  eventSettings,
  events,
  guests,
  payoutDestinations,
  payouts,
  purchases,
  userSessions,
  users,
} from '../../../../src/db/schema/index';
import { setHoldingDays } from '../../../domain/ledger/set-holding-days';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { createHostEvent, expectUserOnly } from '../../../helpers/host-event';
import { TEST_CPF } from '../../../helpers/payout-destination';
import { hostWithData, unzipText } from './account-fixtures';

const t = await build();
const admin = await createTestAdmin(t.db);
const admins = await adminHeaders(t.db, admin.id);

const exportData = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/account/export', headers, payload });
const deleteAccount = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/account/delete', headers, payload });

/** Money is formatted with a no-break space after 'R$'; compared here as a plain space. */
const textOf = (message: string) => message.replace(/\u00a0/g, ' ');

/**
 * What the law wants kept, summed over the whole platform: the gifts and their amounts, the
 * ledger, the payouts. The dashboard's own totals too, but its count of active events, which the
 * deletion lowers by design.
 */
async function moneyTotals() {
  const sums = await t.db.execute(sql`select
    (select count(*) from purchases) as purchases,
    (select coalesce(sum(total_price_cents), 0) from purchases) as paid,
    (select coalesce(sum(user_amount_cents), 0) from purchases) as host_share,
    (select coalesce(sum(amount_cents), 0) from ledger_entries) as ledger,
    (select coalesce(sum(paid_amount_cents), 0) from payouts) as payouts`);
  const dashboard = (await t.app.inject({ url: '/api/admin/dashboard/retrieve', headers: admins })).json();
  return {
    sums: sums.rows[0],
    gifts: dashboard.totals.gifts,
    pendingPayouts: dashboard.totals.pendingPayouts,
  };
}

/** The host asks for the whole balance and an administrator pays it: nothing is left theirs. */
async function payEverything(eventId: number, headers: Record<string, string>) {
  expect(
    (await t.app.inject({ url: `/api/users/events/${eventId}/payout-requests`, headers })).statusCode,
  ).toBe(200);
  const [payout] = await t.db.select().from(payouts).where(eq(payouts.eventId, eventId));
  const concluded = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/payouts/${payout?.id}/conclude`,
    headers: admins,
    payload: { paidAmount: 100 },
  });
  expect(concluded.statusCode).toBe(200);
}

describe('POST /api/users/account/export', () => {
  it('leaves the site password out: neither the password nor its hash is in the download', async () => {
    const { host, event } = await createHostEvent(t.db, { settings: { password: 'segredo-do-site' } });
    const [stored] = await t.db.select().from(eventSettings).where(eq(eventSettings.eventId, event.id));

    const response = await exportData(await userHeaders(t.db, host.id), { password: host.password });

    expect(response.statusCode).toBe(200);
    const files = unzipText(response.rawPayload);
    expect(Object.keys(files)).toContain('configuracoes-do-evento.json');
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain('segredo-do-site');
    expect(everything).not.toContain(stored?.passwordHash ?? 'no hash stored');
    expect(everything).not.toContain('argon2');
  });

  it('downloads a zip of the host’s own data and media, and nothing of another host', async () => {
    const alfa = await hostWithData(t.db, t.app.storage, 'Alfa');
    const beta = await hostWithData(t.db, t.app.storage, 'Beta');

    const response = await exportData(await userHeaders(t.db, alfa.host.id), {
      password: alfa.host.password,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="celebra-meus-dados-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipText(response.rawPayload);
    const names = Object.keys(files);
    expect(names).toContain('LEIA-ME.txt');
    for (const table of [
      'conta',
      'dados-para-repasse',
      'eventos',
      'presentes-recebidos',
      'convidados',
      'acompanhantes',
      'recados',
      'extrato',
      'repasses',
      'servicos',
      'itens-dos-presentes-recebidos',
    ]) {
      expect(names).toContain(`${table}.json`);
      expect(names).toContain(`${table}.csv`);
    }
    expect(files['LEIA-ME.txt']).toContain('completos, sem máscara');
    expect(JSON.parse(files['conta.json'] ?? '')).toEqual([
      expect.objectContaining({ id: alfa.host.id, email: alfa.host.email, firstName: 'AnaAlfa' }),
    ]);
    expect(files['conta.json']).not.toContain('passwordHash');
    expect(JSON.parse(files['dados-para-repasse.json'] ?? '')).toEqual([
      expect.objectContaining({ document: TEST_CPF, pixKey: TEST_CPF }),
    ]);
    expect(JSON.parse(files['presentes-recebidos.json'] ?? '')).toEqual([
      expect.objectContaining({ id: alfa.purchaseId, guestName: 'CompradorAlfa', userAmount: 100 }),
    ]);
    expect(files['convidados.csv']?.startsWith('\uFEFFid;eventId;firstName;')).toBe(true);
    expect(files['convidados.csv']).toContain('ConvidadoAlfa');
    expect(files['itens-dos-presentes-recebidos.csv']).toContain('100');
    expect(files['recados.json']).toContain('Felicidades Alfa');
    expect(files['acompanhantes.json']).toContain('AcompanhanteAlfa');
    expect(files[`midia/evento-${alfa.eventId}/capa.webp`]).toBe('capa-Alfa');
    expect(names.filter((name) => name.startsWith(`midia/evento-${alfa.eventId}/galeria/`))).toHaveLength(1);
    expect(Object.values(files).join('\n')).toContain('foto-Alfa');
    for (const [name, text] of Object.entries(files)) {
      expect(text, name).not.toContain('Beta');
      expect(text, name).not.toContain(beta.host.email);
      expect(name).not.toContain(`evento-${beta.eventId}/`);
    }
  });

  it('refuses a wrong password (403) and an empty one (400, naming the field)', async () => {
    const host = await createTestUser(t.db);
    const headers = await userHeaders(t.db, host.id);

    const wrong = await exportData(headers, { password: 'errada' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ success: false, message: 'Senha da conta incorreta.' });

    const empty = await exportData(headers, { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Senha');
  });

  it('is the signed-in host’s only: no token, another host’s id and an administrator are refused', async () => {
    await expectUserOnly(t, { method: 'POST', url: '/api/users/account/export', payload: { password: 'x' } });
    await expectUserOnly(t, {
      method: 'POST',
      url: '/api/users/account/delete',
      payload: { password: 'x', confirmation: 'EXCLUIR' },
    });
  });

  it('stops guessing: past ten wrong passwords even the right one is refused for a while', async () => {
    const host = await createTestUser(t.db);
    const headers = await userHeaders(t.db, host.id);
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await exportData(headers, { password: `errada-${attempt}` })).statusCode).toBe(403);

    const right = await exportData(headers, { password: host.password });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(
      'Muitas tentativas com a senha errada. Aguarde 15 minutos e tente novamente.',
    );
    // The same counter guards the deletion.
    expect(
      (await deleteAccount(headers, { password: host.password, confirmation: 'EXCLUIR' })).statusCode,
    ).toBe(429);
  });
});

describe('POST /api/users/account/delete', () => {
  it('is refused while money is available, saying how much and what to do', async () => {
    const { host } = await hostWithData(t.db, t.app.storage, 'Disponivel');

    const response = await deleteAccount(await userHeaders(t.db, host.id), {
      password: host.password,
      confirmation: 'EXCLUIR',
    });

    expect(response.statusCode).toBe(409);
    expect(textOf(response.json().message)).toBe(
      'Você ainda tem R$ 100,00 disponíveis ou a receber. Solicite o saque e aguarde a conclusão antes de excluir a conta.',
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, host.id));
    expect(row?.deletedAt).toBeNull();
  });

  it('is refused while money is on hold', async () => {
    await setHoldingDays(t.db, 7);
    try {
      const { host } = await hostWithData(t.db, t.app.storage, 'Retido');
      const response = await deleteAccount(await userHeaders(t.db, host.id), {
        password: host.password,
        confirmation: 'EXCLUIR',
      });
      expect(response.statusCode).toBe(409);
      expect(textOf(response.json().message)).toBe(
        'Você ainda tem R$ 100,00 a receber de presentes em período de liberação. Aguarde a liberação, solicite o saque e aguarde a conclusão antes de excluir a conta.',
      );
    } finally {
      await setHoldingDays(t.db, 0);
    }
  });

  it('is refused while a payout is requested and not concluded', async () => {
    const { host, eventId } = await hostWithData(t.db, t.app.storage, 'Saque');
    const headers = await userHeaders(t.db, host.id);
    expect(
      (await t.app.inject({ url: `/api/users/events/${eventId}/payout-requests`, headers })).statusCode,
    ).toBe(200);

    const response = await deleteAccount(headers, { password: host.password, confirmation: 'EXCLUIR' });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Você tem um saque solicitado que ainda não foi concluído. Aguarde a conclusão do repasse antes de excluir a conta.',
    );
  });

  it('is refused while a gift’s payment is still pending', async () => {
    const host = await createTestUser(t.db);
    await t.db.insert(purchases).values({
      eventId: host.event?.id ?? 0,
      guestEmail: 'pendente@example.com',
      userAmountCents: 5_000,
      totalPriceCents: 5_000,
      percentage: 0,
      status: 'PENDING',
    });

    const response = await deleteAccount(await userHeaders(t.db, host.id), {
      password: host.password,
      confirmation: 'EXCLUIR',
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Há presentes com pagamento em andamento no seu evento. Aguarde a confirmação ou o cancelamento desses pagamentos antes de excluir a conta.',
    );
  });

  it('asks for the word EXCLUIR (in any case) and the right password', async () => {
    const host = await createTestUser(t.db);
    const headers = await userHeaders(t.db, host.id);

    const unconfirmed = await deleteAccount(headers, { password: host.password, confirmation: 'excluí' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe('Digite EXCLUIR no campo Confirmação para excluir a conta.');

    // The word in lower or mixed case, with spaces around, says the same: only the password is judged.
    for (const confirmation of ['excluir', ' Excluir ']) {
      const wrong = await deleteAccount(headers, { password: 'errada', confirmation });
      expect(wrong.statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, host.id));
    expect(row?.deletedAt).toBeNull();
  });

  it('anonymises the account, ends its sessions, erases its people and keeps the money records', async () => {
    const { host, eventId, purchaseId, guestId } = await hostWithData(t.db, t.app.storage, 'Saindo');
    const headers = await userHeaders(t.db, host.id);
    await payEverything(eventId, headers);
    const before = await moneyTotals();
    const [purchaseBefore] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));

    const response = await deleteAccount(headers, { password: host.password, confirmation: 'EXCLUIR' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Sua conta foi excluída. Guardamos apenas os registros financeiros que a lei exige.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: host.email, password: host.password },
    });
    expect(login.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(401);
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, host.id))).toEqual([]);

    const [user] = await t.db.select().from(users).where(eq(users.id, host.id));
    expect(user).toMatchObject({
      firstName: 'Conta',
      lastName: 'excluída',
      email: `excluida-${host.id}@celebra.invalid`,
      phoneNumber: '',
      active: false,
      notifyGifts: false,
      notifyMessages: false,
      notifyConfirmations: false,
      notifyDailySummary: false,
    });
    expect(user?.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.db.select().from(payoutDestinations).where(eq(payoutDestinations.userId, host.id)),
    ).toEqual([]);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.eventId, eventId));
    expect(payout).toMatchObject({ status: 'PAID', paidAmountCents: 10_000, requestedAmountCents: 10_000 });
    expect(payout?.destinationDocument).not.toContain(TEST_CPF);
    expect(payout?.destinationPixKey).not.toContain(TEST_CPF);

    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(event).toMatchObject({ active: false, bannerUrl: null });
    expect(await t.db.select().from(eventGallery).where(eq(eventGallery.eventId, eventId))).toEqual([]);
    expect(await t.app.storage.read('events/banner-Saindo.webp')).toBeUndefined();
    expect(await t.app.storage.read('gallery/foto-Saindo.jpg')).toBeUndefined();
    const [guest] = await t.db.select().from(guests).where(eq(guests.id, guestId));
    expect(JSON.stringify(guest)).not.toContain('Saindo');
    expect(guest?.erasedAt).toBeInstanceOf(Date);
    const messages = await t.db.select().from(eventMessages).where(eq(eventMessages.eventId, eventId));
    expect(JSON.stringify(messages)).not.toContain('Saindo');
    const [purchaseAfter] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(JSON.stringify(purchaseAfter)).not.toContain('Saindo');
    expect(purchaseAfter).toMatchObject({
      status: purchaseBefore?.status,
      userAmountCents: purchaseBefore?.userAmountCents,
      totalPriceCents: purchaseBefore?.totalPriceCents,
      createdAt: purchaseBefore?.createdAt,
    });
    expect(await moneyTotals()).toEqual(before);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.deleted'), eq(auditLog.entityId, String(host.id))));
    expect(audit).toEqual([
      expect.objectContaining({ actorKind: 'host', actorId: host.id, entityType: 'user' }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(host.email);
  });
});
