import { describe, expect, it } from 'vitest';
import { cepDigits, isValidCep, maskCep } from './cep';

describe('CEP', () => {
  it('masks progressively with the hyphen after five digits', () => {
    expect(['0', '0131', '01310', '013101', '01310100'].map(maskCep)).toEqual([
      '0',
      '0131',
      '01310',
      '01310-1',
      '01310-100',
    ]);
    expect(maskCep('01310-1009')).toBe('01310-100');
    expect(maskCep('ab')).toBe('');
    expect(maskCep(null)).toBe('');
  });

  it('validates 5 digits, optional hyphen, 3 digits', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep(' 01310-100 ')).toBe(true);
    expect(isValidCep('01310 100')).toBe(false);
    expect(isValidCep('0131-0100')).toBe(false);
    expect(isValidCep('1310-100')).toBe(false);
    expect(isValidCep('01310-1000')).toBe(false);
    expect(isValidCep('')).toBe(false);
    expect(isValidCep(undefined)).toBe(false);
  });

  it('keeps the digits for the postal-code service', () => {
    expect(cepDigits('01310-100')).toBe('01310100');
    expect(cepDigits(undefined)).toBe('');
  });
});
