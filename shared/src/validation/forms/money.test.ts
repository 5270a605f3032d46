import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test-support';
import { ZAdminSettingsFormSchema, ZPayoutConclusionFormSchema, ZTransactionStatusFormSchema } from './money';

describe('payout conclusion', () => {
  it.each([[''], ['0'], [-10], ['abc'], [undefined]])('refuses %s', (paidAmount) => {
    expect(fieldErrors(ZPayoutConclusionFormSchema, { paidAmount })).toEqual({
      paidAmount: 'Por favor, insira um valor válido para o repasse.',
    });
  });

  it('accepts an amount above zero, typed or numeric', () => {
    expect(ZPayoutConclusionFormSchema.parse({ paidAmount: '250.50' })).toEqual({ paidAmount: 250.5 });
    expect(ZPayoutConclusionFormSchema.parse({ paidAmount: 0.01 })).toEqual({ paidAmount: 0.01 });
  });
});

describe('admin settings', () => {
  const settings = { percentageGift: 10, listCreationFee: 49.9, color: '#E91E63', colorSecondary: '#333333' };

  it('accepts valid settings', () => {
    expect(fieldErrors(ZAdminSettingsFormSchema, settings)).toEqual({});
    expect(
      fieldErrors(ZAdminSettingsFormSchema, { ...settings, listCreationFee: 0, percentageGift: 100 }),
    ).toEqual({});
  });

  it('percentage between 1 and 100', () => {
    for (const percentageGift of [0, 100.5, '', 'x']) {
      expect(fieldErrors(ZAdminSettingsFormSchema, { ...settings, percentageGift })).toEqual({
        percentageGift: 'O percentual de doação deve ser entre 1 e 100.',
      });
    }
  });

  it('a non-negative creation fee', () => {
    expect(fieldErrors(ZAdminSettingsFormSchema, { ...settings, listCreationFee: -1 })).toEqual({
      listCreationFee: 'Preço inválido para a taxa de criação',
    });
  });

  it('both colours required', () => {
    expect(fieldErrors(ZAdminSettingsFormSchema, { ...settings, color: '', colorSecondary: '' })).toEqual({
      color: 'Por favor, selecione as cores.',
      colorSecondary: 'Por favor, selecione as cores.',
    });
  });
});

describe('transaction status', () => {
  it('takes the four statuses only', () => {
    expect(ZTransactionStatusFormSchema.parse({ status: 'RECUSED' })).toEqual({ status: 'RECUSED' });
    expect(fieldErrors(ZTransactionStatusFormSchema, { status: 'approved' })).toEqual({
      status: 'Status inválido.',
    });
  });
});
