import { cartTotal, type TCartItem, type TEventGift } from '@celebra/shared/models';
import { useEffect, useMemo, useState } from 'react';
import { addGift, cartCount, reconcileCart, removeGift, setQuantity } from './cart-rules';

const loadStoredCart = () => import('./stored-cart');

/**
 * The guest's cart of one event and what can be done with it (the actions keep their identity).
 * It starts empty, as the server rendered the page, and the cart kept from an earlier visit comes
 * in once the page is on screen (`isRestored`); a gift added before that stays. From then on every
 * change is kept for the next visit, the guest's choice of covering the platform's fee too.
 *
 * `coverFee` starts as the host chose (`coverFeeByDefault`) until the guest ticks or unticks the
 * box. The cart's money follows it: `subtotal` is the gifts' own prices, `fee` the platform's
 * percentage on them when covered (else 0), `total` what the guest pays, to the centavo the
 * server charges.
 */
export function useCart(slug: string, coverFeeByDefault = true) {
  const [items, setItems] = useState<TCartItem[]>([]);
  const [chosenCoverFee, setChosenCoverFee] = useState<boolean | null>(null);
  const [isRestored, setRestored] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    loadStoredCart().then(
      ({ readStoredCart, readStoredCoverFee }) => {
        if (!isCurrent) return;
        const kept = readStoredCart(slug);
        setItems((current) => (current.length > 0 ? current : kept));
        const keptChoice = readStoredCoverFee(slug);
        setChosenCoverFee((current) => current ?? keptChoice);
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

  useEffect(() => {
    if (isRestored)
      loadStoredCart().then(({ writeStoredCoverFee }) => writeStoredCoverFee(slug, chosenCoverFee));
  }, [isRestored, slug, chosenCoverFee]);

  const actions = useMemo(
    () => ({
      add: (gift: TEventGift) => setItems((current) => addGift(current, gift)),
      changeQuantity: (id: number, typed: string) => setItems((current) => setQuantity(current, id, typed)),
      remove: (id: number) => setItems((current) => removeGift(current, id)),
      reconcile: (gifts: readonly TEventGift[]) => setItems((current) => reconcileCart(current, gifts)),
      clear: () => setItems([]),
      setCoverFee: (coverFee: boolean) => setChosenCoverFee(coverFee),
    }),
    [],
  );
  const coverFee = chosenCoverFee ?? coverFeeByDefault;
  return useMemo(() => {
    const subtotal = cartTotal(
      items.map((item) => ({ price: item.priceWithoutFee, quantity: item.quantity })),
    );
    const total = coverFee ? cartTotal(items) : subtotal;
    return {
      items,
      count: cartCount(items),
      coverFee,
      subtotal,
      fee: Math.round((total - subtotal) * 100) / 100,
      total,
      isRestored,
      ...actions,
    };
  }, [items, coverFee, isRestored, actions]);
}
