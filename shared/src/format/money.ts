/**
 * Money. The database stores integer centavos; the API speaks reais as numbers with at most two
 * decimals. Every conversion goes through integer centavos so that
 * 0.1 + 0.2 and friends never leak a float tail into a price.
 */

import { lineFeeCents } from './line-fee';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Rounds half away from zero after trimming binary noise: 1.005 * 100 is 100.49999999999999 in
 * floating point, but the user typed 1,005, so 15 significant digits bring it back to 100.5.
 */
export function roundHalfAwayFromZero(value: number): number {
  const trimmed = Number(Math.abs(value).toPrecision(15));
  return Math.sign(value) * Math.round(trimmed) || 0;
}

/** 12.34 → 1234. Non-finite input gives 0. */
export function reaisToCents(reais: number): number {
  return Number.isFinite(reais) ? roundHalfAwayFromZero(reais * 100) : 0;
}

/** 1234 → 12.34 (a non-integer input is rounded to the centavo first). Non-finite input gives 0. */
export function centsToReais(cents: number): number {
  return Number.isFinite(cents) ? roundHalfAwayFromZero(cents) / 100 : 0;
}

/**
 * 1234.56 → 'R$ 1.234,56', exactly as Intl writes it: the space after 'R$' is a non-breaking
 * space (U+00A0) so the symbol never wraps away from the amount. Compare with
 * `formatBRL(x).replace('\u00A0', ' ')` if a plain space is needed. Non-finite input shows R$ 0,00.
 */
export function formatBRL(reais: number): string {
  return BRL.format(centsToReais(reaisToCents(reais)));
}

/**
 * The guests' price of one unit in centavos: cents × (1 + percentageGift / 100), rounded to the
 * centavo; the fee of a one-unit line (line-fee.ts), so a gift's card shows what a cart of one
 * charges. A line of several units is priced whole (priceLine), not as this × quantity.
 */
export function finalPriceCents(priceCents: number, percentageGift: number | null | undefined): number {
  const cents = roundHalfAwayFromZero(priceCents);
  return cents + lineFeeCents(cents, 1, percentageGift);
}

/**
 * The price guests pay for a gift whose host price is `price` reais, the platform's percentage added:
 * 99.99 at 7% → 106.99. Computed in centavos; a missing percentage counts as 0.
 */
export function finalPrice(price: number, percentageGift: number | null | undefined): number {
  return centsToReais(finalPriceCents(reaisToCents(price), percentageGift));
}
