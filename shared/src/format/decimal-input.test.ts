import { describe, expect, it } from 'vitest';
import { formatDecimalInput, maskDecimalInput, parseDecimalInput } from './decimal-input';

describe('decimal input', () => {
  it("keeps the comma where it is typed: '5,5' is five and a half, never 55", () => {
    expect(maskDecimalInput('5,5')).toBe('5,5');
    expect(parseDecimalInput('5,5')).toBe(5.5);
    expect(maskDecimalInput('5,')).toBe('5,');
    expect(parseDecimalInput('5,')).toBe(5);
    expect(maskDecimalInput('5.5')).toBe('5,5');
    expect(parseDecimalInput('7,25')).toBe(7.25);
  });

  it('drops what is not a digit, a second comma and decimals past two', () => {
    expect(maskDecimalInput('5,555')).toBe('5,55');
    expect(maskDecimalInput('1,2,3')).toBe('1,23');
    expect(maskDecimalInput('a5 %')).toBe('5');
    expect(maskDecimalInput(',5')).toBe('0,5');
    expect(maskDecimalInput('0005')).toBe('5');
    expect(maskDecimalInput('12345')).toBe('123');
    expect(maskDecimalInput('')).toBe('');
    expect(parseDecimalInput('')).toBeNull();
  });

  it('prefills a form the same way', () => {
    expect(formatDecimalInput(5.5)).toBe('5,5');
    expect(formatDecimalInput(5)).toBe('5');
    expect(formatDecimalInput(7.25)).toBe('7,25');
    expect(formatDecimalInput(100)).toBe('100');
    expect(formatDecimalInput(null)).toBe('');
  });
});
