import { describe, expect, it } from 'vitest';
import { formatPriceInput, maskPriceInput, parsePriceInput } from './price-input';

describe('parsePriceInput', () => {
  it('reads comma decimals and dot thousands', () => {
    expect(parsePriceInput('1.234,56')).toBe(1234.56);
    expect(parsePriceInput('0,5')).toBe(0.5);
    expect(parsePriceInput('1.234.567,8')).toBe(1234567.8);
    expect(parsePriceInput('10')).toBe(10);
  });

  it('tolerates R$ and spaces, including the non-breaking one', () => {
    expect(parsePriceInput('R$ 10,00')).toBe(10);
    expect(parsePriceInput('R$\u00A01.234,56')).toBe(1234.56);
    expect(parsePriceInput('  25,90 ')).toBe(25.9);
  });

  it('reads dots without a comma as thousands in groups of three, else as a decimal point', () => {
    expect(parsePriceInput('1.234')).toBe(1234);
    expect(parsePriceInput('12.5')).toBe(12.5);
    expect(parsePriceInput(String(1234.56))).toBe(1234.56);
  });

  it('rounds to the centavo and keeps a sign', () => {
    expect(parsePriceInput('1,005')).toBe(1.01);
    expect(parsePriceInput('-3,50')).toBe(-3.5);
    expect(parsePriceInput('-0,00')).toBe(0);
  });

  it('gives null for empty or unreadable input, never NaN', () => {
    expect(parsePriceInput('')).toBeNull();
    expect(parsePriceInput('   ')).toBeNull();
    expect(parsePriceInput('R$')).toBeNull();
    expect(parsePriceInput(null)).toBeNull();
    expect(parsePriceInput(undefined)).toBeNull();
    expect(parsePriceInput('abc')).toBeNull();
    expect(parsePriceInput('12abc')).toBeNull();
    expect(parsePriceInput('1,2,3')).toBeNull();
    expect(parsePriceInput('1.234.5')).toBeNull();
  });
});

describe('maskPriceInput', () => {
  it('fills from the centavos as digits are typed', () => {
    const typed = ['1', '12', '123', '1234', '12345', '123456'].map(maskPriceInput);
    expect(typed).toEqual(['0,01', '0,12', '1,23', '12,34', '123,45', '1.234,56']);
  });

  it('re-masks its own output plus a new key, and shifts back on delete', () => {
    expect(maskPriceInput('1.234,567')).toBe('12.345,67');
    expect(maskPriceInput('1.234,5')).toBe('123,45');
    expect(maskPriceInput('0,0')).toBe('');
    expect(maskPriceInput('0,01')).toBe('0,01');
  });

  it('drops non-digits and caps the length', () => {
    expect(maskPriceInput('R$ 1a2b3')).toBe('1,23');
    expect(maskPriceInput('')).toBe('');
    expect(maskPriceInput(null)).toBe('');
    expect(maskPriceInput('1234567890123')).toBe('123.456.789,01');
  });

  it('round-trips with parsePriceInput', () => {
    expect(parsePriceInput(maskPriceInput('123456'))).toBe(1234.56);
  });
});

describe('formatPriceInput', () => {
  it('prefills a masked input from reais', () => {
    expect(formatPriceInput(1234.5)).toBe('1.234,50');
    expect(formatPriceInput(0.3)).toBe('0,30');
    expect(formatPriceInput(0)).toBe('0,00');
    expect(formatPriceInput(-2)).toBe('-2,00');
    expect(formatPriceInput(null)).toBe('');
    expect(formatPriceInput(Number.NaN)).toBe('');
  });
});
