import { GIFT_NOT_ON_LIST_MESSAGE, PURCHASE_TOO_LARGE_MESSAGE } from '@celebra/shared/messages';
import { MAX_DB_INT } from '@celebra/shared/validation';
import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../../src/domain/errors/domain-error';
import { checkoutItemsOf, priceCart } from '../../../src/domain/purchase/price-cart';
import { DOMAIN_ERROR_STATUS } from '../../../src/http/domain-error-status';

const ITEM = { kind: 'item', quantity: null, claimed: 0 } as const;
const TOASTER = { id: 7, name: 'Torradeira', priceCents: 9_999, ...ITEM };
const TOWELS = { id: 3, name: 'Jogo de toalhas', priceCents: 15_000, ...ITEM };

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
        // no quantity on the list: the line takes no units
        claimsUnits: false,
        unitPriceCents: 9_999,
        quantity: 2,
        // 19 998 × 7 % = 1 399,86: rounded once on the line
        feeCents: 1_400,
        guestCents: 21_398,
        hostCents: 19_998,
      },
      {
        giftId: 3,
        giftName: 'Jogo de toalhas',
        claimsUnits: false,
        unitPriceCents: 15_000,
        quantity: 1,
        feeCents: 1_050,
        guestCents: 16_050,
        hostCents: 15_000,
      },
    ]);
    // The host receives the prices; the guest pays them with the percentage.
    expect(cart.feeCoveredByGuest).toBe(true);
    expect(cart.userAmountCents).toBe(2 * 9_999 + 15_000);
    expect(cart.totalPriceCents).toBe(21_398 + 16_050);
  });

  it("takes the platform's fee out of the host's share when the guest does not cover it, to the same centavo", () => {
    const items = [
      { id: 7, quantity: 2 },
      { id: 3, quantity: 1 },
    ];
    const covered = priceCart([TOWELS, TOASTER], items, 7, true);
    const notCovered = priceCart([TOWELS, TOASTER], items, 7, false);

    // The guest pays the prices; the host receives them less the fee on each line (1 400, 1 050).
    expect(notCovered.feeCoveredByGuest).toBe(false);
    expect(notCovered.totalPriceCents).toBe(2 * 9_999 + 15_000);
    expect(notCovered.userAmountCents).toBe(2 * 9_999 - 1_400 + (15_000 - 1_050));
    expect(notCovered.lines.map((line) => line.guestCents)).toEqual([19_998, 15_000]);
    // The platform keeps the same either way.
    expect(notCovered.totalPriceCents - notCovered.userAmountCents).toBe(
      covered.totalPriceCents - covered.userAmountCents,
    );
  });

  it('takes the fee on the whole line, so many units of a cheap gift carry it (covered or not)', () => {
    // 5 % of R$ 0,09 rounds to nothing per unit; 200 lines of 99 units moved R$ 1.782 fee-free.
    const cheap = Array.from({ length: 200 }, (_, index) => ({
      id: index + 1,
      name: `Bala ${index + 1}`,
      priceCents: 9,
      ...ITEM,
    }));
    const items = cheap.map((gift) => ({ id: gift.id, quantity: 99 }));
    const covered = priceCart(cheap, items, 5, true);
    expect(covered.userAmountCents).toBe(178_200);
    // 891 centavos × 5 % = 44,55 → 45 per line
    expect(covered.totalPriceCents).toBe(178_200 + 200 * 45);
    const notCovered = priceCart(cheap, items, 5, false);
    expect(notCovered.totalPriceCents).toBe(178_200);
    expect(notCovered.userAmountCents).toBe(178_200 - 200 * 45);
    // Rounded once per line: 2 × R$ 99,99 at 7 % is 1 399,86 → 1 400, not 2 × 700.
    expect(priceCart([TOASTER], [{ id: 7, quantity: 2 }], 7).totalPriceCents).toBe(19_998 + 1_400);
  });

  it("charges the total the guest's cart shows for the same cart (guest CoverFee.test.tsx: R$ 1.021,01)", () => {
    const cafeteira = { id: 1, name: 'Cafeteira Expresso', priceCents: 42_905, ...ITEM };
    const tacas = { id: 2, name: 'Jogo de Taças', priceCents: 11_429, ...ITEM };
    const items = [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ];
    expect(priceCart([cafeteira, tacas], items, 5, true).totalPriceCents).toBe(102_101);
    expect(priceCart([cafeteira, tacas], items, 5, false).totalPriceCents).toBe(97_239);
  });

  it("shows the provider whole units that add up to the line's amount", () => {
    const cart = priceCart(
      [TOWELS, TOASTER],
      [
        { id: 7, quantity: 2 },
        { id: 3, quantity: 2 },
      ],
      7,
    );
    // 21 398 is 2 × 10 699: the units stay; 32 100 is 2 × 16 050 too.
    expect(checkoutItemsOf(cart)).toEqual([
      { id: '7', title: 'Torradeira', quantity: 2, unitPriceCents: 10_699 },
      { id: '3', title: 'Jogo de toalhas', quantity: 2, unitPriceCents: 16_050 },
    ]);
    // 3 × R$ 10,10 at 5 % is 3 030 + 151,5 → 3 182, not a multiple of 3: one item of the line.
    const odd = priceCart([{ ...TOASTER, priceCents: 1_010 }], [{ id: 7, quantity: 3 }], 5);
    expect(checkoutItemsOf(odd)).toEqual([
      { id: '7', title: '3 × Torradeira', quantity: 1, unitPriceCents: 3_182 },
    ]);
    const sum = (items: { quantity: number; unitPriceCents: number }[]) =>
      items.reduce((total, item) => total + item.quantity * item.unitPriceCents, 0);
    expect(sum(checkoutItemsOf(odd))).toBe(odd.totalPriceCents);
  });

  it('charges the prices alone at a zero percentage', () => {
    const cart = priceCart([TOASTER], [{ id: 7, quantity: 3 }], 0);
    expect(cart.userAmountCents).toBe(29_997);
    expect(cart.totalPriceCents).toBe(29_997);
  });

  it("refuses a gift that is not on the event's list", () => {
    expect(() => priceCart([TOASTER], [{ id: 99, quantity: 1 }], 7)).toThrow(GIFT_NOT_ON_LIST_MESSAGE);
  });

  it('refuses, as a 400, a total that does not fit the database', () => {
    const dear = { id: 1, name: 'Carro', priceCents: 100_000_000, ...ITEM };
    const refused = (() => {
      try {
        priceCart([dear], [{ id: 1, quantity: 30 }], 10);
      } catch (error) {
        return error as DomainError;
      }
    })();
    expect(refused?.message).toBe(PURCHASE_TOO_LARGE_MESSAGE);
    expect(refused && DOMAIN_ERROR_STATUS[refused.code]).toBe(400);
    // A total of exactly the limit still fits.
    const fits = priceCart([{ ...dear, priceCents: MAX_DB_INT }], [{ id: 1, quantity: 1 }], 0);
    expect(fits.totalPriceCents).toBe(MAX_DB_INT);
  });

  describe('by kind', () => {
    const HONEYMOON = {
      id: 20,
      name: 'Lua de mel',
      priceCents: 30_000,
      kind: 'cotas',
      quantity: 10,
      claimed: 7,
    } as const;
    const TRIP = {
      id: 21,
      name: 'Passeio',
      priceCents: 5_000,
      kind: 'free',
      quantity: null,
      claimed: 0,
    } as const;
    const PANS = { ...TOASTER, id: 22, name: 'Jogo de panelas', quantity: 2, claimed: 2 };

    function refusal(run: () => unknown) {
      try {
        run();
      } catch (error) {
        // The status the route answers for it (the HTTP edge's table).
        return {
          status: DOMAIN_ERROR_STATUS[(error as DomainError).code],
          message: (error as Error).message,
        };
      }
      throw new Error('not refused');
    }

    it('prices cotas per cota, and refuses more than remain with a 409 naming them', () => {
      const cart = priceCart([HONEYMOON], [{ id: 20, quantity: 3 }], 10);
      // cotas are counted: the line takes them (the claim trigger)
      expect(cart.lines[0]?.claimsUnits).toBe(true);
      expect(cart.userAmountCents).toBe(90_000);
      expect(cart.totalPriceCents).toBe(99_000);
      expect(refusal(() => priceCart([HONEYMOON], [{ id: 20, quantity: 4 }], 10))).toEqual({
        status: 409,
        message: 'Restam apenas 3 cotas de "Lua de mel".',
      });
      expect(refusal(() => priceCart([{ ...HONEYMOON, claimed: 9 }], [{ id: 20, quantity: 2 }], 10))).toEqual(
        {
          status: 409,
          message: 'Resta apenas 1 cota de "Lua de mel".',
        },
      );
      expect(refusal(() => priceCart([PANS], [{ id: 22, quantity: 1 }], 10))).toEqual({
        status: 409,
        message: '"Jogo de panelas" já foi presenteado.',
      });
    });

    it("takes a free amount's value from the cart, at least the host's minimum, fee covered or not", () => {
      const covered = priceCart([TRIP], [{ id: 21, quantity: 1, amount: 123.45 }], 10, true);
      expect(covered.lines[0]?.unitPriceCents).toBe(12_345);
      expect(covered.userAmountCents).toBe(12_345);
      expect(covered.totalPriceCents).toBe(13_580);
      const notCovered = priceCart([TRIP], [{ id: 21, quantity: 1, amount: 50 }], 10, false);
      expect(notCovered.totalPriceCents).toBe(5_000);
      expect(notCovered.userAmountCents).toBe(4_500);

      expect(refusal(() => priceCart([TRIP], [{ id: 21, quantity: 1, amount: 49.99 }], 10))).toEqual({
        status: 400,
        message: 'O valor mínimo para "Passeio" é R$\u00a050,00.',
      });
      expect(refusal(() => priceCart([TRIP], [{ id: 21, quantity: 1 }], 10))).toEqual({
        status: 400,
        message: 'O campo Valor do presente 1 é obrigatório.',
      });
      expect(refusal(() => priceCart([TRIP], [{ id: 21, quantity: 2, amount: 60 }], 10)).status).toBe(400);
      expect(refusal(() => priceCart([TOASTER], [{ id: 7, quantity: 1, amount: 60 }], 10))).toEqual({
        status: 400,
        message: 'O presente "Torradeira" tem preço definido e não aceita outro valor.',
      });
    });
  });
});
