import type { TCartItem } from '@celebra/shared/models';
import { describe, expect, it } from 'vitest';
import { makeCotasGift, makeGift } from '../../../../../test/fixtures';
import {
  addGift,
  cartCount,
  cartLinesOf,
  lineTitle,
  MAX_QUANTITY,
  parseQuantity,
  reconcileCart,
  removeGift,
  setAmount,
  setQuantity,
} from './cart-rules';
import { describeTrimmedCart } from './describe-trimmed-cart';

const cafeteira = makeGift({ id: 1, name: 'Cafeteira', price: 450.5, priceWithoutFee: 429.05 });
const tacas = makeGift({
  id: 2,
  name: 'Taças',
  price: 120,
  priceWithoutFee: 114.29,
  imageUrl: '/media/t.webp',
});
const luaDeMel = makeCotasGift(3);
const pix = makeGift({ id: 4, name: 'Contribuição', kind: 'free', price: 52.5, priceWithoutFee: 50 });

describe('cart rules: add, change and remove gifts, within the quantity a purchase takes', () => {
  it('adds a gift with quantity 1, then increases it', () => {
    const once = addGift([], cafeteira);
    expect(once).toEqual([{ ...cafeteira, quantity: 1 }]);
    const twice = addGift(once, cafeteira);
    expect(twice).toEqual([{ ...cafeteira, quantity: 2 }]);
    expect(addGift(twice, tacas).map((item) => [item.id, item.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('never goes past the most a purchase takes', () => {
    expect(addGift([{ ...cafeteira, quantity: MAX_QUANTITY }], cafeteira)[0]?.quantity).toBe(MAX_QUANTITY);
    expect(parseQuantity('500')).toBe(MAX_QUANTITY);
  });

  it('reads a typed quantity: 0 removes, non-numeric becomes 1', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 4 ')).toBe(4);
    expect(parseQuantity('0')).toBe(0);
    expect(parseQuantity('-2')).toBe(0);
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('2.7')).toBe(2);

    const cart: TCartItem[] = [
      { ...cafeteira, quantity: 1 },
      { ...tacas, quantity: 2 },
    ];
    expect(setQuantity(cart, 2, '5')[1]?.quantity).toBe(5);
    expect(setQuantity(cart, 2, 'abc')[1]?.quantity).toBe(1);
    expect(setQuantity(cart, 1, '0').map((item) => item.id)).toEqual([2]);
    expect(removeGift(cart, 2).map((item) => item.id)).toEqual([1]);
    expect(cartCount(cart)).toBe(3);
  });

  it('meets a kept cart with the list as it is now', () => {
    const kept: TCartItem[] = [
      { ...cafeteira, price: 400, quantity: 2 },
      { ...tacas, quantity: 1 },
      { ...makeGift({ id: 99, name: 'Removido', price: 10, priceWithoutFee: 9.5 }), quantity: 1 },
    ];
    const now = [cafeteira, { ...tacas, isAvailable: false }];
    expect(reconcileCart(kept, now)).toEqual([{ ...cafeteira, quantity: 2 }]);
  });

  it('keeps a cart that is still right as it is, the same array (no second render of the page)', () => {
    const kept: TCartItem[] = [
      { ...cafeteira, quantity: 2 },
      { ...tacas, quantity: 1 },
    ];
    const empty: TCartItem[] = [];
    expect(reconcileCart(kept, [tacas, cafeteira])).toBe(kept);
    expect(reconcileCart(empty, [cafeteira])).toBe(empty);
    // A refreshed price is a change: a new cart.
    const repriced = reconcileCart(kept, [{ ...cafeteira, price: 500 }, tacas]);
    expect(repriced).not.toBe(kept);
    expect(repriced[0]?.price).toBe(500);
  });
});

describe('cart rules of cotas, limited items and free amounts', () => {
  it('adds cotas in the number chosen, never more than are left', () => {
    const two = addGift([], luaDeMel, { quantity: 2 });
    expect(two).toEqual([{ ...luaDeMel, quantity: 2 }]);
    expect(addGift(two, luaDeMel, { quantity: 9 })[0]?.quantity).toBe(8);
    expect(setQuantity(two, 3, '50')[0]?.quantity).toBe(8);
    expect(lineTitle({ ...luaDeMel, quantity: 2 })).toBe('2 cotas de "Lua de mel"');
    expect(lineTitle({ ...luaDeMel, quantity: 1 })).toBe('1 cota de "Lua de mel"');
    expect(addGift([], { ...luaDeMel, remaining: 0 })).toEqual([]);
  });

  it('keeps a free amount as one line of the value typed, the fee on top, sent with its amount', () => {
    const line = addGift([], pix, { amount: 80 }, 5);
    expect(line).toEqual([{ ...pix, amount: 80, price: 84, priceWithoutFee: 80, quantity: 1 }]);
    const again = addGift(line, pix, { amount: 120 }, 5);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ amount: 120, price: 126, quantity: 1 });
    expect(setAmount(again, 4, 60, 5)[0]).toMatchObject({ amount: 60, price: 63 });
    expect(cartLinesOf([...again, { ...cafeteira, quantity: 2 }])).toEqual([
      { id: 4, quantity: 1, amount: 120 },
      { id: 1, quantity: 2 },
    ]);
  });

  it('trims a kept cart to what is left of each gift now, and says what it took', () => {
    const kept: TCartItem[] = [
      { ...luaDeMel, quantity: 5 },
      { ...tacas, remaining: 3, quantity: 2 },
      { ...pix, amount: 40, price: 42, priceWithoutFee: 40, quantity: 1 },
    ];
    const now = [{ ...luaDeMel, remaining: 2 }, { ...tacas, remaining: 0, quantity: 3 }, pix];
    expect(reconcileCart(kept, now, 5)).toEqual([
      { ...luaDeMel, remaining: 2, quantity: 2 },
      { ...pix, amount: 50, price: 52.5, priceWithoutFee: 50, quantity: 1 },
    ]);
    expect(describeTrimmedCart(kept, now)).toBe(
      'De "Lua de mel" restam só 2 cotas: o carrinho foi ajustado. "Taças" já foi presenteado e saiu do carrinho. O valor mínimo de "Contribuição" agora é R$ 50,00.'.replace(
        /R\$ /,
        'R$\u00a0',
      ),
    );
    expect(describeTrimmedCart([{ ...cafeteira, quantity: 2 }], [cafeteira])).toBeNull();
  });
});
