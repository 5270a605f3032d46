import { describe, expect, it } from 'vitest';
import { centsToReais, finalPrice, finalPriceCents, formatBRL, reaisToCents } from './money';

describe('formatBRL', () => {
  it('writes pt-BR currency with a non-breaking space after R$', () => {
    expect(formatBRL(1234.56)).toBe('R$\u00A01.234,56');
    expect(formatBRL(0)).toBe('R$\u00A00,00');
    expect(formatBRL(1_000_000)).toBe('R$\u00A01.000.000,00');
    expect(formatBRL(-5.5)).toBe('-R$\u00A05,50');
  });

  it('rounds to the centavo without float drift', () => {
    expect(formatBRL(0.1 + 0.2)).toBe('R$\u00A00,30');
    expect(formatBRL(1.005)).toBe('R$\u00A01,01');
  });

  it('shows R$ 0,00 for a non-finite value', () => {
    expect(formatBRL(Number.NaN)).toBe('R$\u00A00,00');
    expect(formatBRL(Number.POSITIVE_INFINITY)).toBe('R$\u00A00,00');
  });
});

describe('centavos', () => {
  it('converts reais to integer centavos', () => {
    expect(reaisToCents(12.34)).toBe(1234);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(1.005)).toBe(101);
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents(-0.015)).toBe(-2);
    expect(reaisToCents(Number.NaN)).toBe(0);
    expect(Object.is(reaisToCents(-0.001), 0)).toBe(true);
  });

  it('converts centavos to reais with at most two decimals', () => {
    expect(centsToReais(1234)).toBe(12.34);
    expect(centsToReais(30)).toBe(0.3);
    expect(centsToReais(10.6)).toBe(0.11);
    expect(centsToReais(reaisToCents(0.1) + reaisToCents(0.2))).toBe(0.3);
  });
});

describe('finalPrice', () => {
  it('adds the percentage and rounds to the centavo', () => {
    expect(finalPrice(99.99, 7)).toBe(106.99);
    expect(finalPrice(100, 10)).toBe(110);
    expect(finalPrice(0.5, 1)).toBe(0.51); // 50.5 centavos rounds half up
    expect(finalPrice(10.1, 3)).toBe(10.4); // 1040.3 centavos
    expect(finalPrice(199.9, 15)).toBe(229.89); // 22988.5 centavos
  });

  it('treats a missing percentage as 0', () => {
    expect(finalPrice(49.9, 0)).toBe(49.9);
    expect(finalPrice(49.9, undefined)).toBe(49.9);
    expect(finalPrice(49.9, null)).toBe(49.9);
  });

  it('works on centavos for the server', () => {
    expect(finalPriceCents(9999, 7)).toBe(10699);
    expect(finalPriceCents(9999, 2.5)).toBe(10249);
  });
});
