import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test-support';
import {
  payoutConclusionFormSchema,
  ZAdminSettingsFormSchema,
  ZPayoutClosingFormSchema,
  ZPayoutConclusionFormSchema,
  ZTransactionStatusFormSchema,
} from './money';

describe('payout conclusion', () => {
  it.each([[''], ['0'], [-10], ['abc'], [undefined]])('refuses %s', (paidAmount) => {
    expect(fieldErrors(ZPayoutConclusionFormSchema, { paidAmount })).toEqual({
      paidAmount: 'Por favor, insira um valor válido para o repasse.',
    });
  });

  it('accepts an amount above zero, typed or numeric', () => {
    expect(ZPayoutConclusionFormSchema.parse({ paidAmount: '250.50' })).toEqual({
      paidAmount: 250.5,
      reason: null,
      endToEndId: null,
      overrideReason: null,
    });
    expect(ZPayoutConclusionFormSchema.parse({ paidAmount: 0.01 })).toEqual({
      paidAmount: 0.01,
      reason: null,
      endToEndId: null,
      overrideReason: null,
    });
  });

  it("takes the transfer's Pix end-to-end id: E, 20 digits, 11 letters or digits", () => {
    const endToEndId = 'E12345678202611291030AbCdEf12345';
    expect(
      ZPayoutConclusionFormSchema.parse({ paidAmount: 1, endToEndId: ` ${endToEndId} ` }).endToEndId,
    ).toBe(endToEndId);
    expect(ZPayoutConclusionFormSchema.parse({ paidAmount: 1, endToEndId: '  ' }).endToEndId).toBeNull();
    for (const wrong of [
      'e12345678202611291030AbCdEf12345',
      'E12345678202611291030AbCdEf1234',
      'E12345678202611291030AbCdEf123456',
      'E1234567820261129103XAbCdEf12345',
      'E12345678202611291030AbCdEf1234-',
      42,
    ]) {
      expect(fieldErrors(ZPayoutConclusionFormSchema, { paidAmount: 1, endToEndId: wrong })).toEqual({
        endToEndId: expect.stringMatching(/^O campo ID da transação Pix deve ter 32 caracteres/),
      });
    }
  });
});

describe('payout closing (Falhou / Cancelado)', () => {
  it('asks for the status and the reason, naming the fields', () => {
    expect(ZPayoutClosingFormSchema.parse({ status: 'FAILED', reason: ' Chave Pix inexistente ' })).toEqual({
      status: 'FAILED',
      reason: 'Chave Pix inexistente',
    });
    for (const reason of [undefined, '', '   ', null]) {
      expect(fieldErrors(ZPayoutClosingFormSchema, { status: 'CANCELLED', reason })).toEqual({
        reason: 'O campo Motivo é obrigatório para marcar o repasse como Falhou ou Cancelado.',
      });
    }
    for (const status of ['PAID', 'PENDING', 'failed', undefined]) {
      expect(fieldErrors(ZPayoutClosingFormSchema, { status, reason: 'x' })).toEqual({
        status: 'O campo Novo status deve ser Falhou ou Cancelado.',
      });
    }
  });
});

describe('payout conclusion against the requested amount', () => {
  const form = payoutConclusionFormSchema(300);

  it('refuses more than requested, naming the field and the amount', () => {
    expect(fieldErrors(form, { paidAmount: 300.01 })).toEqual({
      paidAmount: 'O campo Valor pago não pode ser maior que o valor solicitado (R$\u00a0300,00).',
    });
  });

  it('asks for the reason when less was paid', () => {
    for (const reason of [undefined, '', '   ', null]) {
      expect(fieldErrors(form, { paidAmount: 250, reason })).toEqual({
        reason: 'O campo Motivo é obrigatório quando o valor pago é menor que o solicitado.',
      });
    }
    expect(form.parse({ paidAmount: 250, reason: ' Tarifa ' })).toMatchObject({
      paidAmount: 250,
      reason: 'Tarifa',
    });
    expect(form.parse({ paidAmount: 300 })).toMatchObject({ paidAmount: 300, reason: null });
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

  it('an emptied creation fee is refused, naming the field, not read as free', () => {
    for (const listCreationFee of ['', '  ', null, undefined]) {
      expect(fieldErrors(ZAdminSettingsFormSchema, { ...settings, listCreationFee })).toEqual({
        listCreationFee: 'O campo Taxa de criação da lista é obrigatório.',
      });
    }
    expect(ZAdminSettingsFormSchema.parse({ ...settings, listCreationFee: 0 }).listCreationFee).toBe(0);
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
  it('takes the four statuses only, with a reason', () => {
    expect(ZTransactionStatusFormSchema.parse({ status: 'RECUSED', reason: ' Cartão recusado ' })).toEqual({
      status: 'RECUSED',
      reason: 'Cartão recusado',
    });
    expect(fieldErrors(ZTransactionStatusFormSchema, { status: 'approved', reason: 'Conferido' })).toEqual({
      status: 'Status inválido.',
    });
    expect(fieldErrors(ZTransactionStatusFormSchema, { status: 'RECUSED', reason: ' ' })).toEqual({
      reason: 'Informe o motivo da alteração (de 3 a 500 caracteres).',
    });
  });
});
