import { describe, expect, it } from 'vitest';
import { lineFeeCents, priceLine, priceLines } from './line-fee';
import { finalPriceCents } from './money';

describe('lineFeeCents', () => {
  it('takes the percentage of the whole line, rounded once, so many cheap units carry their fee', () => {
    // 5 % of R$ 0,09 is 0,45 centavo: per unit it rounds to nothing, on 99 units it is 44,55.
    expect(lineFeeCents(9, 1, 5)).toBe(0);
    expect(lineFeeCents(9, 99, 5)).toBe(45);
    expect(lineFeeCents(9_999, 2, 7)).toBe(1_400); // 1 399,86
    expect(lineFeeCents(19_990, 1, 15)).toBe(2_999); // 2 998,5 rounds half up
  });

  it('reads two decimals of the percentage exactly, and a missing one as zero', () => {
    expect(lineFeeCents(10_000, 1, 7.15)).toBe(715);
    expect(lineFeeCents(1_001, 3, 2.5)).toBe(75); // 75,075
    expect(lineFeeCents(10_000, 1, null)).toBe(0);
    expect(lineFeeCents(10_000, 1, Number.NaN)).toBe(0);
  });

  it('is the one-unit fee of finalPriceCents', () => {
    for (const cents of [1, 9, 50, 999, 9_999, 123_457])
      for (const pct of [1, 2.5, 5, 7, 15, 100])
        expect(finalPriceCents(cents, pct) - cents).toBe(lineFeeCents(cents, 1, pct));
  });
});

describe('priceLine', () => {
  it("adds the fee to the guest's price when covered, takes it from the host's share when not", () => {
    expect(priceLine(9_999, 2, 7, true)).toEqual({
      subtotalCents: 19_998,
      feeCents: 1_400,
      guestCents: 21_398,
      hostCents: 19_998,
    });
    expect(priceLine(9_999, 2, 7, false)).toEqual({
      subtotalCents: 19_998,
      feeCents: 1_400,
      guestCents: 19_998,
      hostCents: 18_598,
    });
  });

  it('sums a cart from its lines', () => {
    const lines = Array.from({ length: 200 }, () => ({ unitPriceCents: 9, quantity: 99 }));
    // The red team's cart: 200 lines × 99 units of R$ 0,09 at 5 % now carry R$ 90,00 of fee.
    expect(priceLines(lines, 5, true)).toEqual({
      subtotalCents: 178_200,
      feeCents: 9_000,
      guestCents: 187_200,
      hostCents: 178_200,
    });
  });
});
