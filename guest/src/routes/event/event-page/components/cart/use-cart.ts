import { cartTotal, type TCartItem, type TEventGift } from '@celebra/shared/models';
import { useEffect, useMemo, useState } from 'react';
import { addGift, cartCount, reconcileCart, removeGift, setQuantity } from './cart-rules';

const loadStoredCart = () => import('./stored-cart');

/**
 * The guest's cart of one event and what can be done with it (the actions keep their identity).
 * It starts empty, as the server rendered the page, and the cart kept from an earlier visit comes
 * in once the page is on screen (`isRestored`); a gift added before that stays. From then on every
 * change is kept for the next visit.
 */
export function useCart(slug: string) {
  const [items, setItems] = useState<TCartItem[]>([]);
  const [isRestored, setRestored] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    loadStoredCart().then(
      ({ readStoredCart }) => {
        if (!isCurrent) return;
        const kept = readStoredCart(slug);
        setItems((current) => (current.length > 0 ? current : kept));
        setRestored(true);
      },
      // The module could not be downloaded: the cart works for this visit, it is just not kept.
      (error: unknown) => console.error('Erro ao carregar o carrinho guardado.', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [slug]);

  useEffect(() => {
    if (isRestored) loadStoredCart().then(({ writeStoredCart }) => writeStoredCart(slug, items));
  }, [isRestored, slug, items]);

  const actions = useMemo(
    () => ({
      add: (gift: TEventGift) => setItems((current) => addGift(current, gift)),
      changeQuantity: (id: number, typed: string) => setItems((current) => setQuantity(current, id, typed)),
      remove: (id: number) => setItems((current) => removeGift(current, id)),
      reconcile: (gifts: readonly TEventGift[]) => setItems((current) => reconcileCart(current, gifts)),
      clear: () => setItems([]),
    }),
    [],
  );
  return useMemo(
    () => ({ items, count: cartCount(items), total: cartTotal(items), isRestored, ...actions }),
    [items, isRestored, actions],
  );
}
