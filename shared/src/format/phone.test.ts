import { describe, expect, it } from 'vitest';
import { isValidPhone, maskPhone, PHONE_MAX_LENGTH, phoneDigits } from './phone';

describe('maskPhone', () => {
  it('masks progressively while typing', () => {
    const digits = '11987654321';
    const typed = Array.from(digits, (_, i) => maskPhone(digits.slice(0, i + 1)));
    expect(typed).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 98',
      '(11) 987',
      '(11) 9876',
      '(11) 98765',
      '(11) 98765-4',
      '(11) 98765-43',
      '(11) 98765-432',
      '(11) 98765-4321',
    ]);
  });

  it('re-masks its own output plus a new key', () => {
    expect(maskPhone('(11) 98765-432' + '1')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 9876')).toBe('(11) 9876');
    expect(maskPhone('(11) ')).toBe('(11');
  });

  it('keeps digits only and never exceeds 15 characters', () => {
    expect(maskPhone('abc')).toBe('');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone('+55 11 9.8765-4321')).toBe('(55) 11987-6543');
    const long = maskPhone('119876543219999');
    expect(long).toBe('(11) 98765-4321');
    expect(long).toHaveLength(PHONE_MAX_LENGTH);
    expect(PHONE_MAX_LENGTH).toBe(15);
  });
});

describe('isValidPhone', () => {
  it('accepts only the complete masked form', () => {
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone(' (11) 98765-4321 ')).toBe(true);
    expect(isValidPhone('(11) 9876-4321')).toBe(false);
    expect(isValidPhone('11987654321')).toBe(false);
    expect(isValidPhone('(11) 98765-432')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });

  it('phoneDigits keeps at most 11 digits', () => {
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
    expect(phoneDigits('1198765432199')).toBe('11987654321');
  });
});
