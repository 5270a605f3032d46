import { centsToReais, priceLines, reaisToCents } from '@celebra/shared/format';
import type { TCartItem, TEventGift } from '@celebra/shared/models';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  addGift,
  cartCount,
  reconcileCart,
  removeGift,
  setAmount,
  setQuantity,
  type TGiftChoice,
} from './cart-rules';

const loadStoredCart = () => import('./stored-cart');
const loadTrimNotice = () => import('./describe-trimmed-cart');

/**
 * The guest's cart of one event and what can be done with it (the actions keep their identity).
 * It starts empty, as the server rendered the page, and the cart kept from an earlier visit comes
 * in once the page is on screen (`isRestored`); a gift added before that stays. From then on every
 * change is kept for the next visit, the guest's choice of covering the platform's fee too.
 *
 * `coverFee` starts as the host chose (`coverFeeByDefault`) until the guest ticks or unticks the
 * box. The cart's money follows it: `subtotal` is the gifts' own prices, `fee` the platform's
 * percentage on them when covered (else 0), `total` what the guest pays, to the centavo the
 * server charges: the same function prices both (priceLines, the fee on each line rounded once,
 * not the gifts' per-unit prices with the fee added up). A free amount's line is priced with
 * `feePercentage`, the platform's percentage.
 *
 * `notice` says what meeting the list took from the cart (a gift given meanwhile, fewer cotas
 * left), until the guest changes the cart.
 */
export function useCart(slug: string, coverFeeByDefault = true, feePercentage = 0) {
  const [items, setItems] = useState<TCartItem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  // The cart as last rendered, for the check against the list, which also says what it took.
  const itemsNow = useRef(items);
  itemsNow.current = items;
  const fee = useRef(feePercentage);
  fee.current = feePercentage;
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
      add: (gift: TEventGift, choice?: TGiftChoice) => {
        setNotice(null);
        setItems((current) => addGift(current, gift, choice, fee.current));
      },
      changeQuantity: (id: number, typed: string) => {
        setNotice(null);
        setItems((current) => setQuantity(current, id, typed));
      },
      changeAmount: (id: number, amount: number) => {
        setNotice(null);
        setItems((current) => setAmount(current, id, amount, fee.current));
      },
      remove: (id: number) => {
        setNotice(null);
        setItems((current) => removeGift(current, id));
      },
      reconcile: (gifts: readonly TEventGift[]) => {
        const before = itemsNow.current;
        setItems((current) => reconcileCart(current, gifts, fee.current));
        if (before.length === 0) return;
        loadTrimNotice().then(
          ({ describeTrimmedCart }) => {
            const trimmed = describeTrimmedCart(before, gifts);
            if (trimmed) setNotice(trimmed);
          },
          // Without its module the cart is still trimmed, only not explained.
          (error: unknown) => console.error('Erro ao carregar o aviso do carrinho.', error),
        );
      },
      clear: () => setItems([]),
      setCoverFee: (coverFee: boolean) => setChosenCoverFee(coverFee),
    }),
    [],
  );
  const coverFee = chosenCoverFee ?? coverFeeByDefault;
  return useMemo(() => {
    const priced = priceLines(
      items.map((item) => ({ unitPriceCents: reaisToCents(item.priceWithoutFee), quantity: item.quantity })),
      feePercentage,
      coverFee,
    );
    return {
      items,
      count: cartCount(items),
      coverFee,
      subtotal: centsToReais(priced.subtotalCents),
      fee: centsToReais(priced.guestCents - priced.subtotalCents),
      total: centsToReais(priced.guestCents),
      isRestored,
      notice,
      ...actions,
    };
  }, [items, coverFee, feePercentage, isRestored, notice, actions]);
}
