import type { TEventGift } from '@celebra/shared/models';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../../../../common/router';
import { PAY_AGAIN_PARAM } from './pay-again';
import type { useCart } from './use-cart';
import { useEarlyTaps } from './use-early-taps';

const CartDialog = lazy(() => import('./CartDialog').then((m) => ({ default: m.CartDialog })));

type Props = {
  eventId: number;
  /** The event's address: what the device keeps for its cart. */
  slug: string;
  cart: ReturnType<typeof useCart>;
  /** The platform's percentage on the gifts, which the guest may cover. */
  feePercentage: number;
  /** The list as it is now: a free amount's minimum, what is left of each gift. */
  gifts: readonly TEventGift[];
  /** Reads the event again when the checkout met a list that had changed (a 409). */
  onListChanged?: () => void;
};

/**
 * The floating cart button with the number of gifts, and the cart dialog. The button is there only
 * while the cart holds something: an empty cart has nothing to show, and the button would cover
 * the list's last card on a phone. The dialog opens by itself when the cart goes from empty to not
 * empty; a cart restored from an earlier visit does not open it.
 */
const loadStoredPix = () => import('./stored-pix');

export function Cart({ eventId, slug, cart, feePercentage, gifts, onListChanged }: Props) {
  const [isOpen, setOpen] = useState(false);
  // The dialog's code is downloaded on its first opening, then it stays mounted.
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  // The count the cart had before its last change; null until the kept cart has come in, so a
  // cart restored from an earlier visit does not open as if the guest had just filled it.
  const previousCount = useRef<number | null>(null);
  // Taps on the list before the site took the page over come in once the kept cart is in.
  useEarlyTaps({ gifts, isRestored: cart.isRestored, add: cart.add, openCart: () => setOpen(true) });

  useEffect(() => {
    if (!cart.isRestored) return;
    if (previousCount.current === 0 && cart.count > 0) setOpen(true);
    previousCount.current = cart.count;
  }, [cart.count, cart.isRestored]);

  // Back from a refused card ('Tentar de novo', 'Pagar com Pix'), the cart opens on the way chosen.
  const payAgain = useSearchParams().get(PAY_AGAIN_PARAM);
  const initialMethod = payAgain === 'cartao' ? 'card' : 'pix';
  const hasCart = cart.isRestored && cart.count > 0;
  useEffect(() => {
    if (hasCart && (payAgain === 'pix' || payAgain === 'cartao')) setOpen(true);
  }, [hasCart, payAgain]);

  // A Pix still open from an earlier visit (the tab reloaded on return from the bank's app): the
  // cart opens on it by itself, the same code, its status asked at once.
  useEffect(() => {
    let isCurrent = true;
    loadStoredPix().then(
      ({ readStoredPix }) => {
        if (isCurrent && readStoredPix(slug)) setOpen(true);
      },
      (error: unknown) => console.error('Erro ao carregar o Pix guardado.', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [slug]);

  const label = cart.count === 1 ? 'Carrinho: 1 presente' : `Carrinho: ${cart.count} presentes`;
  return (
    <>
      {cart.count > 0 && (
        <Fab
          color="primary"
          aria-label={label}
          onClick={() => setOpen(true)}
          sx={{
            position: 'fixed',
            right: 'max(16px, env(safe-area-inset-right))',
            bottom: 'max(16px, env(safe-area-inset-bottom))',
            zIndex: (theme) => theme.zIndex.appBar + 1,
          }}
        >
          <Badge
            badgeContent={cart.count}
            max={99}
            overlap="circular"
            sx={{ '& .MuiBadge-badge': { bgcolor: 'common.white', color: 'primary.main', fontWeight: 700 } }}
          >
            <ShoppingCartRounded />
          </Badge>
        </Fab>
      )}
      {hasOpened && (
        <Suspense fallback={null}>
          <CartDialog
            open={isOpen}
            onClose={() => setOpen(false)}
            eventId={eventId}
            slug={slug}
            initialMethod={initialMethod}
            items={cart.items}
            subtotal={cart.subtotal}
            fee={cart.fee}
            total={cart.total}
            coverFee={cart.coverFee}
            feePercentage={feePercentage}
            onCoverFee={cart.setCoverFee}
            onQuantity={cart.changeQuantity}
            onAmount={cart.changeAmount}
            onRemove={cart.remove}
            gifts={gifts}
            notice={cart.notice}
            onListChanged={onListChanged}
          />
        </Suspense>
      )}
    </>
  );
}
