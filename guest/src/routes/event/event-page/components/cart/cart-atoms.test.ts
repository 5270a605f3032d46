import type { TCartItem } from '@celebra/shared/models';
import { createStore } from 'jotai';
import { expect, it, vi } from 'vitest';
import { cartAtom, cartStorageKey } from './cart-atoms';

const kept: TCartItem[] = [
  { id: 11, name: 'Cafeteira Expresso', price: 450.5, imageUrl: null, isAvailable: true, quantity: 2 },
];

it('reads a kept cart when made, and mounting it changes nothing (no second render of the page)', () => {
  localStorage.setItem(cartStorageKey('ana-e-pedro'), JSON.stringify(kept));
  const store = createStore();
  const atom = cartAtom('ana-e-pedro');
  const first = store.get(atom);
  expect(first).toEqual(kept);

  const listener = vi.fn();
  const unsubscribe = store.sub(atom, listener);
  expect(store.get(atom)).toBe(first);
  expect(listener).not.toHaveBeenCalled();
  unsubscribe();
});

it('checks what storage holds, never trusts it', () => {
  localStorage.setItem(cartStorageKey('outro'), JSON.stringify([{ id: 'x', quantity: -1 }]));
  expect(createStore().get(cartAtom('outro'))).toEqual([]);
});
