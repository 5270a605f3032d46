import { describe, expect, it } from 'vitest';
import { settings } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const form = {
  percentageGift: 12.5,
  listCreationFee: 49.9,
  maxInstallments: 6,
  installmentInterest: 'GUEST',
  holdingDays: 14,
  autoPublishEvents: true,
  color: '#123456',
  colorSecondary: '#abcdef',
};

const put = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload });

describe('GET /api/admin/settings and /api/admin/settings/percentage-gift', () => {
  it('answer the defaults before the settings were ever saved', async () => {
    await t.db.delete(settings);

    const response = await t.app.inject({ url: '/api/admin/settings', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      settings: {
        percentageGift: 0,
        listCreationFee: 0,
        maxInstallments: 12,
        installmentInterest: 'GUEST',
        holdingDays: 0,
        autoPublishEvents: false,
        color: '#E91E63',
        colorSecondary: '#7B1FA2',
      },
    });

    const percentage = await t.app.inject({ url: '/api/admin/settings/percentage-gift', headers });
    expect(percentage.json()).toEqual({ success: true, message: expect.any(String), percentageGift: 0 });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/settings' });
    await expectAdminOnly(t, { url: '/api/admin/settings/percentage-gift' });
  });
});

describe('PUT /api/admin/settings', () => {
  it('creates the single row, then updates it; the gets answer it', async () => {
    await t.db.delete(settings);

    const created = await put(form);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ success: true, message: expect.any(String), settings: form });

    const updated = await put({ ...form, percentageGift: '7', listCreationFee: '0' });
    expect(updated.json().settings).toEqual({ ...form, percentageGift: 7, listCreationFee: 0 });

    const rows = await t.db.select().from(settings);
    expect(rows).toEqual([
      expect.objectContaining({ id: 1, percentageGift: 7, listCreationFeeCents: 0, color: '#123456' }),
    ]);
    const read = await t.app.inject({ url: '/api/admin/settings', headers });
    expect(read.json().settings).toEqual({ ...form, percentageGift: 7, listCreationFee: 0 });
    const percentage = await t.app.inject({ url: '/api/admin/settings/percentage-gift', headers });
    expect(percentage.json().percentageGift).toBe(7);
    // The back office's colours come from the same row.
    const me = await t.app.inject({ url: '/api/admin/me', headers });
    expect(me.json()).toMatchObject({ color: '#123456', colorSecondary: '#abcdef' });
  });

  it.each([
    [{ percentageGift: 0 }, 'O percentual de doação deve ser entre 1 e 100.'],
    [{ percentageGift: 100.01 }, 'O percentual de doação deve ser entre 1 e 100.'],
    [{ percentageGift: 'dez' }, 'O percentual de doação deve ser entre 1 e 100.'],
    [{ listCreationFee: -1 }, 'Preço inválido para a taxa de criação'],
    [{ listCreationFee: 'grátis' }, 'Preço inválido para a taxa de criação'],
    // An emptied fee is refused, naming the field: it never becomes a free list by itself.
    [{ listCreationFee: '' }, 'O campo Taxa de criação da lista é obrigatório.'],
    [{ listCreationFee: '  ' }, 'O campo Taxa de criação da lista é obrigatório.'],
    [{ listCreationFee: null }, 'O campo Taxa de criação da lista é obrigatório.'],
    [{ listCreationFee: undefined }, 'O campo Taxa de criação da lista é obrigatório.'],
    [{ color: '' }, 'O campo Cor é obrigatório.'],
    [{ colorSecondary: undefined }, 'O campo Cor secundária é obrigatório.'],
    [{ maxInstallments: 0 }, 'O campo Máximo de parcelas no cartão deve ser um número inteiro entre 1 e 12.'],
    [
      { maxInstallments: 13 },
      'O campo Máximo de parcelas no cartão deve ser um número inteiro entre 1 e 12.',
    ],
    [
      { maxInstallments: 2.5 },
      'O campo Máximo de parcelas no cartão deve ser um número inteiro entre 1 e 12.',
    ],
    [
      { maxInstallments: 'doze' },
      'O campo Máximo de parcelas no cartão deve ser um número inteiro entre 1 e 12.',
    ],
    [
      { installmentInterest: 'BANCO' },
      'O campo Juros do parcelamento deve ser "Pagos pelo convidado" ou "Pagos pela plataforma".',
    ],
    [
      { holdingDays: -1 },
      'O campo Prazo de liberação dos presentes (dias) deve ser um número inteiro entre 0 e 60.',
    ],
    [
      { holdingDays: 61 },
      'O campo Prazo de liberação dos presentes (dias) deve ser um número inteiro entre 0 e 60.',
    ],
    [
      { installmentInterest: 'PLATFORM' },
      'Para oferecer parcelamento sem juros para o convidado, configure antes o parcelamento sem juros da conta do Mercado Pago (variável MERCADOPAGO_INTEREST_FREE_PRICING_ID do servidor). As configurações não foram salvas.',
    ],
  ])(
    'refuses %o, telling the administrator in Portuguese what to fix, and keeps the settings',
    async (change, message) => {
      await put(form);

      const response = await put({ ...form, ...change });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
      const [row] = await t.db.select().from(settings);
      expect(row).toMatchObject({
        percentageGift: 12.5,
        listCreationFeeCents: 4_990,
        maxInstallments: 6,
        installmentInterest: 'GUEST',
        holdingDays: 14,
      });
    },
  );

  it('keeps the installments, the holding days and the automatic publication an older client leaves out', async () => {
    await put(form);

    const {
      maxInstallments: _m,
      installmentInterest: _i,
      holdingDays: _h,
      autoPublishEvents: _a,
      ...older
    } = form;
    const response = await put({ ...older, percentageGift: 9 });

    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toEqual({ ...form, percentageGift: 9 });
  });

  it('accepts the bounds', async () => {
    expect((await put({ ...form, percentageGift: 1 })).statusCode).toBe(200);
    expect((await put({ ...form, percentageGift: 100 })).statusCode).toBe(200);
    expect((await put({ ...form, maxInstallments: 1, holdingDays: 0 })).statusCode).toBe(200);
    expect((await put({ ...form, maxInstallments: 12, holdingDays: 60 })).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    await put(form);
    await expectAdminOnly(t, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...form, percentageGift: 50, maxInstallments: 2 },
    });
    const [row] = await t.db.select().from(settings);
    expect(row?.percentageGift).toBe(12.5);
    expect(row?.maxInstallments).toBe(6);
  });
});
