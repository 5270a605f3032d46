import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, type NewLedgerEntry, payouts, purchases } from '../../../../src/db/schema/index';
import { recordLineRefund } from '../../../../src/domain/ledger/record-line-refund';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { insertPurchase } from '../../../helpers/admin-fixtures';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const HEADER =
  'Data;Evento;Tipo;Anfitrião (R$);Saldo do evento (R$);Plataforma (R$);Compra;Pagamento (Mercado Pago);Convidado;Repasse';

/**
 * A host's event with one PENDING purchase and one payout (whose request the database records at
 * once), to hang entries of the other kinds on.
 */
async function eventWithMovements(title: string) {
  const host = await createTestUser(t.db, { event: { title } });
  const eventId = host.event?.id ?? 0;
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      eventId,
      guestName: 'Convidada Ana',
      guestEmail: 'convidado@example.com',
      userAmountCents: 10_000,
      totalPriceCents: 11_000,
      percentage: 10,
    })
    .returning({ id: purchases.id });
  const [payout] = await t.db
    .insert(payouts)
    .values({ eventId, userId: host.id, requestedAmountCents: 10_000 })
    .returning({ id: payouts.id });
  return { eventId, purchaseId: purchase?.id ?? 0, payoutId: payout?.id ?? 0 };
}

/** Entries written at a chosen instant (the ledger only refuses changes, not back-dated inserts). */
const append = (entries: NewLedgerEntry[]) => t.db.insert(ledgerEntries).values(entries);

const exportLedger = (query: Record<string, string>, withHeaders: Record<string, string> = headers) =>
  t.app.inject({ url: '/api/admin/ledger/export', query, headers: withHeaders });

describe('GET /api/admin/ledger/export', () => {
  it('answers the period’s entries as a Brazilian CSV, oldest first, in Brasília time', async () => {
    const { eventId, purchaseId, payoutId } = await eventWithMovements('Casamento; Ana & "Bia"');
    await append([
      // 31/01 00:30 in Brasília: the day after the period
      {
        eventId,
        kind: 'PAYOUT_CANCELLED',
        amountCents: 10_000,
        payoutId,
        createdAt: new Date('2020-01-31T03:30:00Z'),
      },
      {
        eventId,
        kind: 'GIFT_CREDITED',
        amountCents: 10_000,
        purchaseId,
        createdAt: new Date('2020-01-10T15:00:00Z'),
      },
      {
        eventId,
        kind: 'FEE_KEPT',
        amountCents: 1_000,
        purchaseId,
        createdAt: new Date('2020-01-10T15:00:00Z'),
      },
      {
        eventId,
        kind: 'CHARGEBACK',
        amountCents: -10_000,
        purchaseId,
        createdAt: new Date('2020-01-20T12:00:00Z'),
      },
      {
        eventId,
        kind: 'FEE_REVERSED',
        amountCents: -1_000,
        purchaseId,
        createdAt: new Date('2020-01-20T12:00:00Z'),
      },
      // 30/01 23:30 in Brasília, though already the 31st in UTC
      {
        eventId,
        kind: 'PAYOUT_CONCLUDED',
        amountCents: -150,
        payoutId,
        createdAt: new Date('2020-01-31T02:30:00Z'),
      },
      // the day before the period
      { eventId, kind: 'REFUND', amountCents: -1, purchaseId, createdAt: new Date('2020-01-01T02:59:00Z') },
    ]);

    const response = await exportLedger({ from: '2020-01-01', to: '2020-01-30' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="extrato-2020-01-01-a-2020-01-30.csv"',
    );
    expect(response.body).toBe(
      [
        `\uFEFF${HEADER}`,
        // the event's balance carries the entry of the day before the period (−0,01)
        `10/01/2020 12:00;"Casamento; Ana & ""Bia""";Presente creditado;100,00;99,99;;${purchaseId};;Convidada Ana;`,
        `10/01/2020 12:00;"Casamento; Ana & ""Bia""";Taxa da plataforma;;99,99;10,00;${purchaseId};;Convidada Ana;`,
        `20/01/2020 09:00;"Casamento; Ana & ""Bia""";Contestação (chargeback);-100,00;-0,01;;${purchaseId};;Convidada Ana;`,
        `20/01/2020 09:00;"Casamento; Ana & ""Bia""";Taxa da plataforma estornada;;-0,01;-10,00;${purchaseId};;Convidada Ana;`,
        `30/01/2020 23:30;"Casamento; Ana & ""Bia""";Ajuste do repasse concluído;-1,50;-1,51;;;;;${payoutId}`,
        '',
      ].join('\r\n'),
    );
  });

  it('tells the host’s money from the platform’s: approved, a line refunded, charged back, undone by hand', async () => {
    const host = await createTestUser(t.db, { event: { title: 'Chá da Lia' } });
    const eventId = host.event?.id ?? 0;
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const setStatus = (purchaseId: number, status: 'APPROVED' | 'CANCELLED', reversal?: string) =>
      t.db.transaction(async (tx) => {
        if (reversal)
          await tx.execute(sql`select set_config('celebra.purchase_reversal', ${reversal}, true)`);
        await tx
          .update(purchases)
          .set({ status, ...(reversal === 'STATUS_REVERSED' ? { statusSetAt: new Date() } : {}) })
          .where(eq(purchases.id, purchaseId));
      });
    // R$ 100,00 of gifts (lines of R$ 60,00 and R$ 40,00), R$ 110,00 paid.
    const carla = await insertPurchase(t.db, eventId, {
      status: 'PENDING',
      guestName: '=Carla Dias',
      providerPaymentId: 'mp-9001',
      items: [
        { giftName: 'Panela', unitPriceCents: 6_000, quantity: 1 },
        { giftName: 'Toalha', unitPriceCents: 4_000, quantity: 1 },
      ],
    });
    await setStatus(carla.id, 'APPROVED');
    await recordLineRefund(t.db, {
      eventId,
      purchaseId: carla.id,
      itemId: carla.items.find((line) => line.giftName === 'Toalha')?.id ?? 0,
      userAmountCents: 4_000,
      refundCents: 4_400,
    });
    await setStatus(carla.id, 'CANCELLED', 'CHARGEBACK');
    // An anonymous guest's R$ 50,00, approved then cancelled by an administrator while the
    // provider kept the money: not an 'Estorno'.
    const anonymous = await insertPurchase(t.db, eventId, {
      status: 'PENDING',
      guestName: '',
      items: [{ giftName: 'Vaso', unitPriceCents: 5_000, quantity: 1 }],
    });
    await setStatus(anonymous.id, 'APPROVED');
    await setStatus(anonymous.id, 'CANCELLED', 'STATUS_REVERSED');
    // Written before manual reversals had their own kind: a hand-set 'Cancelado' wrote a REFUND,
    // which the purchase's state (CANCELLED, not REFUNDED, as the migration judged it) tells apart.
    const old = await insertPurchase(t.db, eventId, {
      status: 'PENDING',
      guestName: 'Davi',
      items: [{ giftName: 'Prato', unitPriceCents: 2_000, quantity: 1 }],
    });
    await setStatus(old.id, 'APPROVED');
    await setStatus(old.id, 'CANCELLED');
    await t.db.update(purchases).set({ state: 'CANCELLED' }).where(eq(purchases.id, old.id));

    const response = await exportLedger({ from: today, to: today });

    expect(response.statusCode).toBe(200);
    const rows = response.body
      .split('\r\n')
      .filter((line) => line.includes('Chá da Lia'))
      .map((line) => line.split(';'));
    for (const row of rows) expect(row[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const [c, a, o] = [carla.id, anonymous.id, old.id].map(String);
    expect(rows.map((row) => row.slice(2))).toEqual([
      ['Presente creditado', '100,00', '100,00', '', c, 'mp-9001', "'=Carla Dias", ''],
      ['Taxa da plataforma', '', '100,00', '10,00', c, 'mp-9001', "'=Carla Dias", ''],
      ['Estorno', '-40,00', '60,00', '', c, 'mp-9001', "'=Carla Dias", ''],
      ['Taxa da plataforma estornada', '', '60,00', '-4,00', c, 'mp-9001', "'=Carla Dias", ''],
      ['Contestação (chargeback)', '-60,00', '0,00', '', c, 'mp-9001', "'=Carla Dias", ''],
      ['Taxa da plataforma estornada', '', '0,00', '-6,00', c, 'mp-9001', "'=Carla Dias", ''],
      ['Presente creditado', '50,00', '50,00', '', a, '', 'Anônimo', ''],
      ['Taxa da plataforma', '', '50,00', '5,00', a, '', 'Anônimo', ''],
      ['Taxa da plataforma estornada', '', '50,00', '-5,00', a, '', 'Anônimo', ''],
      ['Crédito desfeito (status alterado manualmente)', '-50,00', '0,00', '', a, '', 'Anônimo', ''],
      ['Presente creditado', '20,00', '20,00', '', o, '', 'Davi', ''],
      ['Taxa da plataforma', '', '20,00', '2,00', o, '', 'Davi', ''],
      ['Crédito desfeito (status alterado manualmente)', '-20,00', '0,00', '', o, '', 'Davi', ''],
      ['Taxa da plataforma estornada', '', '0,00', '-2,00', o, '', 'Davi', ''],
    ]);
  });

  it('answers only the header for a period without entries', async () => {
    const response = await exportLedger({ from: '1999-01-01', to: '1999-12-31' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('sends a long period page after page, every entry once, in order', async () => {
    const { eventId, purchaseId } = await eventWithMovements('=HYPERLINK("http://exemplo.test")');
    const base = Date.UTC(2018, 5, 1, 12);
    await append(
      Array.from({ length: 2_345 }, (_, i) => ({
        eventId,
        kind: 'GIFT_CREDITED' as const,
        amountCents: i + 1,
        purchaseId,
        occurrence: i + 1,
        // several entries share each instant: the pages must not repeat or skip them
        createdAt: new Date(base + Math.floor(i / 7) * 60_000),
      })),
    );

    const response = await exportLedger({ from: '2018-01-01', to: '2018-12-31' });

    const lines = response.body.split('\r\n');
    expect(lines).toHaveLength(2_345 + 2);
    expect(lines.at(-1)).toBe('');
    const amounts = lines.slice(1, -1).map((line) => line.split(';')[3]);
    expect(amounts).toEqual(
      Array.from(
        { length: 2_345 },
        (_, i) => `${Math.floor((i + 1) / 100)},${String((i + 1) % 100).padStart(2, '0')}`,
      ),
    );
    // A title a spreadsheet would run as a formula is written as text.
    expect(lines[1]?.split(';')[1]).toBe(`"'=HYPERLINK(""http://exemplo.test"")"`);
  });

  it('refuses bad days and periods with a message naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ to: '2024-01-31' }, 'O campo Data inicial é obrigatório.'],
      [
        { from: '2024-02-30', to: '2024-03-01' },
        'O campo Data inicial deve ser uma data no formato AAAA-MM-DD.',
      ],
      [
        { from: '2024-01-01', to: '31/01/2024' },
        'O campo Data final deve ser uma data no formato AAAA-MM-DD.',
      ],
      [{ from: '2024-01-01' }, 'O campo Data final é obrigatório.'],
      [{ from: '2024-02-01', to: '2024-01-31' }, 'A Data final deve ser igual ou posterior à Data inicial.'],
      [{ from: '2024-01-01', to: '2025-01-01' }, 'O período do extrato deve ter no máximo 366 dias.'],
    ];
    for (const [query, message] of cases) {
      const response = await exportLedger(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json(), JSON.stringify(query)).toEqual({ success: false, message });
    }
    // A leap year, both days included, is the longest period.
    expect((await exportLedger({ from: '2024-01-01', to: '2024-12-31' })).statusCode).toBe(200);
  });

  it('is for administrators only: no token, another admin’s id or a host’s token are 401', async () => {
    await expectAdminOnly(t, {
      url: '/api/admin/ledger/export',
      query: { from: '2024-01-01', to: '2024-01-31' },
    });
  });
});
