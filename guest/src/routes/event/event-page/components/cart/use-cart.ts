import { cartTotal, type TEventGift } from '@celebra/shared/models';
import { useAtom } from 'jotai';
import { useMemo } from 'react';
import { cartAtom } from './cart-atoms';
import { addGift, cartCount, reconcileCart, removeGift, setQuantity } from './cart-rules';

/** The guest's cart of one event and what can be done with it (the actions keep their identity). */
export function useCart(slug: string) {
  const [items, setItems] = useAtom(useMemo(() => cartAtom(slug), [slug]));
  const actions = useMemo(
    () => ({
      add: (gift: TEventGift) => setItems((current) => addGift(current, gift)),
      changeQuantity: (id: number, typed: string) => setItems((current) => setQuantity(current, id, typed)),
      remove: (id: number) => setItems((current) => removeGift(current, id)),
      reconcile: (gifts: readonly TEventGift[]) => setItems((current) => reconcileCart(current, gifts)),
      clear: () => setItems([]),
    }),
    [setItems],
  );
  return useMemo(
    () => ({ items, count: cartCount(items), total: cartTotal(items), ...actions }),
    [items, actions],
  );
}
