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
  it('reads the digits as reais, as they are typed, like the guest site', () => {
    const typed = ['7', '75', '75,', '75,5', '75,50'].map(maskPriceInput);
    expect(typed).toEqual(['7', '75', '75,', '75,5', '75,50']);
    expect(parsePriceInput(maskPriceInput('75'))).toBe(75);
    expect(parsePriceInput(maskPriceInput('75,5'))).toBe(75.5);
    expect(parsePriceInput(maskPriceInput('1.234,56'))).toBe(1234.56);
  });

  it('keeps one comma and at most two decimals, with no dots after the comma', () => {
    expect(maskPriceInput('75,555')).toBe('75,55');
    expect(maskPriceInput('75,5,5')).toBe('75,55');
    expect(maskPriceInput('75,5.5')).toBe('75,55');
    expect(maskPriceInput(',5')).toBe('0,5');
  });

  it('accepts thousands dots and a dot typed as the decimal point', () => {
    expect(maskPriceInput('1.234')).toBe('1.234');
    expect(parsePriceInput(maskPriceInput('1.234'))).toBe(1234);
    expect(parsePriceInput(maskPriceInput('12.5'))).toBe(12.5);
  });

  it('drops other characters and leading zeros, and caps the reais at nine digits', () => {
    expect(maskPriceInput('R$ 1a2b3')).toBe('123');
    expect(maskPriceInput('007')).toBe('7');
    expect(maskPriceInput('0')).toBe('0');
    expect(maskPriceInput('')).toBe('');
    expect(maskPriceInput(null)).toBe('');
    expect(maskPriceInput('1234567890123')).toBe('123456789');
    expect(maskPriceInput('123.456.789.012,34')).toBe('123.456.789,34');
  });

  it('takes its own formatted output back unchanged', () => {
    expect(maskPriceInput(formatPriceInput(1234.5))).toBe('1.234,50');
  });
});

describe('formatPriceInput', () => {
  it('prefills an input from reais, and shows a typed value on blur', () => {
    expect(formatPriceInput(1234.5)).toBe('1.234,50');
    expect(formatPriceInput(0.3)).toBe('0,30');
    expect(formatPriceInput(0)).toBe('0,00');
    expect(formatPriceInput(75)).toBe('75,00');
    expect(formatPriceInput(123456789.01)).toBe('123.456.789,01');
    expect(formatPriceInput(-2)).toBe('-2,00');
    expect(formatPriceInput(null)).toBe('');
    expect(formatPriceInput(Number.NaN)).toBe('');
  });
});
