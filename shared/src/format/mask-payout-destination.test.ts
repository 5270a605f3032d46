import { describe, expect, it } from 'vitest';
import {
  maskCnpj,
  maskCpf,
  maskDocument,
  maskEmail,
  maskPhoneKey,
  maskPixKey,
  maskRandomKey,
} from './mask-payout-destination';

describe('payout destination masks', () => {
  it('shows the middle of a CPF only', () => {
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(maskDocument('CPF', '12345678909')).toBe('***.456.789-**');
  });

  it('shows the middle of a CNPJ and its branch only', () => {
    expect(maskCnpj('12345678000195')).toBe('**.345.678/0001-**');
    expect(maskDocument('CNPJ', '12345678000195')).toBe('**.345.678/0001-**');
  });

  it('shows an e-mail’s first letter and domain', () => {
    expect(maskEmail('ana.souza@dominio.com')).toBe('a***@dominio.com');
    expect(maskPixKey('EMAIL', 'a@b.co')).toBe('a***@b.co');
  });

  it('shows a mobile’s area code and last four digits', () => {
    expect(maskPhoneKey('+5511987654321')).toBe('+55 (11) *****-4321');
    expect(maskPixKey('PHONE', '+5521998765432')).toBe('+55 (21) *****-5432');
  });

  it('shows a random key’s first and last four characters', () => {
    expect(maskRandomKey('123e4567-e89b-42d3-a456-426614174000')).toBe('123e***4000');
    expect(maskPixKey('RANDOM', '123e4567-e89b-42d3-a456-426614174000')).toBe('123e***4000');
  });

  it('masks CPF and CNPJ keys like the documents', () => {
    expect(maskPixKey('CPF', '12345678909')).toBe('***.456.789-**');
    expect(maskPixKey('CNPJ', '12345678000195')).toBe('**.345.678/0001-**');
  });

  it('hides a value of an unexpected form whole rather than showing it', () => {
    expect(maskCpf('123.456.789-09')).toBe('***');
    expect(maskCnpj('123')).toBe('***');
    expect(maskEmail('sem-arroba')).toBe('***');
    expect(maskPhoneKey('11987654321')).toBe('***');
    expect(maskRandomKey('curta')).toBe('***');
  });
});
