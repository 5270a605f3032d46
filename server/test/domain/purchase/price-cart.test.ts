import { GIFT_NOT_ON_LIST_MESSAGE, PURCHASE_TOO_LARGE_MESSAGE } from '@celebra/shared/messages';
import { MAX_DB_INT } from '@celebra/shared/validation';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../../src/domain/purchase/price-cart';

const TOASTER = { id: 7, name: 'Torradeira', priceCents: 9_999, active: true };
const TOWELS = { id: 3, name: 'Jogo de toalhas', priceCents: 15_000, active: true };

describe('priceCart', () => {
  it("prices each line from the list's gifts, in the cart's order, the platform's percentage on top", () => {
    const cart = priceCart(
      [TOWELS, TOASTER],
      [
        { id: 7, quantity: 2 },
        { id: 3, quantity: 1 },
      ],
      7,
    );
    expect(cart.lines).toEqual([
      {
        giftId: 7,
        giftName: 'Torradeira',
        unitPriceCents: 9_999,
        finalUnitPriceCents: 10_699,
        hostUnitCents: 9_999,
        quantity: 2,
      },
      {
        giftId: 3,
        giftName: 'Jogo de toalhas',
        unitPriceCents: 15_000,
        finalUnitPriceCents: 16_050,
        hostUnitCents: 15_000,
        quantity: 1,
      },
    ]);
    // The host receives the prices; the guest pays them with the percentage.
    expect(cart.feeCoveredByGuest).toBe(true);
    expect(cart.userAmountCents).toBe(2 * 9_999 + 15_000);
    expect(cart.totalPriceCents).toBe(2 * 10_699 + 16_050);
  });

  it("takes the platform's fee out of the host's share when the guest does not cover it, to the same centavo", () => {
    const items = [
      { id: 7, quantity: 2 },
      { id: 3, quantity: 1 },
    ];
    const covered = priceCart([TOWELS, TOASTER], items, 7, true);
    const notCovered = priceCart([TOWELS, TOASTER], items, 7, false);

    // The guest pays the prices; the host receives them less the fee (10_699 − 9_999 = 700 each).
    expect(notCovered.feeCoveredByGuest).toBe(false);
    expect(notCovered.totalPriceCents).toBe(2 * 9_999 + 15_000);
    expect(notCovered.userAmountCents).toBe(2 * (9_999 - 700) + (15_000 - 1_050));
    expect(notCovered.lines.map((line) => line.finalUnitPriceCents)).toEqual([9_999, 15_000]);
    // The platform keeps the same either way.
    expect(notCovered.totalPriceCents - notCovered.userAmountCents).toBe(
      covered.totalPriceCents - covered.userAmountCents,
    );
  });

  it('charges the prices alone at a zero percentage', () => {
    const cart = priceCart([TOASTER], [{ id: 7, quantity: 3 }], 0);
    expect(cart.userAmountCents).toBe(29_997);
    expect(cart.totalPriceCents).toBe(29_997);
  });

  it("refuses a gift that is not on the event's list, or no longer active", () => {
    expect(() => priceCart([TOASTER], [{ id: 99, quantity: 1 }], 7)).toThrow(GIFT_NOT_ON_LIST_MESSAGE);
    expect(() => priceCart([{ ...TOASTER, active: false }], [{ id: 7, quantity: 1 }], 7)).toThrow(
      'O presente "Torradeira" não está mais disponível.',
    );
  });

  it('refuses, as a 400, a total that does not fit the database', () => {
    const dear = { id: 1, name: 'Carro', priceCents: 100_000_000, active: true };
    const refused = (() => {
      try {
        priceCart([dear], [{ id: 1, quantity: 30 }], 10);
      } catch (error) {
        return error as { statusCode?: number; message: string };
      }
    })();
    expect(refused?.message).toBe(PURCHASE_TOO_LARGE_MESSAGE);
    expect(refused?.statusCode).toBe(400);
    // A total of exactly the limit still fits.
    const fits = priceCart([{ ...dear, priceCents: MAX_DB_INT }], [{ id: 1, quantity: 1 }], 0);
    expect(fits.totalPriceCents).toBe(MAX_DB_INT);
  });
});
