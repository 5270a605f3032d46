import type { TCartItem, TEventGift } from '@celebra/shared/models';
import { describe, expect, it } from 'vitest';
import {
  addGift,
  cartCount,
  MAX_QUANTITY,
  parseQuantity,
  reconcileCart,
  removeGift,
  setQuantity,
} from './cart-rules';

const cafeteira: TEventGift = {
  id: 1,
  name: 'Cafeteira',
  price: 450.5,
  priceWithoutFee: 429.05,
  imageUrl: null,
  isAvailable: true,
};
const tacas: TEventGift = {
  id: 2,
  name: 'Taças',
  price: 120,
  priceWithoutFee: 114.29,
  imageUrl: '/media/t.webp',
  isAvailable: true,
};

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
      {
        id: 99,
        name: 'Removido',
        price: 10,
        priceWithoutFee: 9.5,
        imageUrl: null,
        isAvailable: true,
        quantity: 1,
      },
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
