import { describe, expect, it } from 'vitest';
import { documentDigits, isValidCnpj, isValidCpf } from './document';

describe('CPF', () => {
  it('accepts valid numbers with or without punctuation', () => {
    for (const ok of ['123.456.789-09', '12345678909', '529.982.247-25', '00000000191']) {
      expect(isValidCpf(ok), ok).toBe(true);
    }
  });

  it('refuses a wrong check digit, a wrong length, letters and repeated digits', () => {
    for (const bad of ['123.456.789-00', '12345678919', '1234567890', '123456789091', '11111111111', 'abc']) {
      expect(isValidCpf(bad), bad).toBe(false);
    }
  });
});

describe('CNPJ', () => {
  it('accepts valid numbers with or without punctuation', () => {
    for (const ok of ['12.345.678/0001-95', '12345678000195', '11.222.333/0001-81']) {
      expect(isValidCnpj(ok), ok).toBe(true);
    }
  });

  it('refuses a wrong check digit, a wrong length and repeated digits', () => {
    for (const bad of ['12.345.678/0001-96', '1234567800019', '00000000000000', '12345678909']) {
      expect(isValidCnpj(bad), bad).toBe(false);
    }
  });
});

describe('documentDigits', () => {
  it('drops the punctuation', () => {
    expect(documentDigits('123.456.789-09')).toBe('12345678909');
    expect(documentDigits('12.345.678/0001-95')).toBe('12345678000195');
  });
});
