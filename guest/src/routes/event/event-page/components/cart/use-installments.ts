import { guestsPurchaseInstallmentsRoute, type TInstallmentOption } from '@celebra/shared/api';
import type { TCartItem } from '@celebra/shared/models';
import { useEffect, useState } from 'react';
import { api } from '../../../../../common/api';
import { sitePasswordOf } from '../../site-password';
import { cartLinesOf } from './cart-rules';

/** The card's installments as the cart shows them: asking, known, or left to the checkout. */
export type TInstallments =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'unavailable' }
  | { state: 'ready'; options: TInstallmentOption[] };

// The cart is asked about again once the guest stops changing it for this long.
const SETTLE_MS = 300;

/**
 * What paying the cart by card in installments costs, asked of the server (it prices the cart as
 * the purchase will, with the guest's choice of covering the fee) while `enabled` (the card is
 * the chosen way of paying). Nothing here ever stops a purchase: a failure, or a provider that
 * could not say, leaves the options to the checkout page ('unavailable').
 */
export function useInstallments(
  eventId: number,
  items: readonly TCartItem[],
  coverFee: boolean,
  enabled: boolean,
): TInstallments {
  const [installments, setInstallments] = useState<TInstallments>({ state: 'idle' });
  // The cart as a string, so the effect runs again only when a line really changed.
  const cart = JSON.stringify(cartLinesOf(items));

  useEffect(() => {
    if (!enabled || cart === '[]') {
      setInstallments({ state: 'idle' });
      return;
    }
    let isCurrent = true;
    setInstallments({ state: 'loading' });
    const body = {
      eventId,
      items: JSON.parse(cart) as ReturnType<typeof cartLinesOf>,
      coverFee,
      sitePassword: sitePasswordOf(eventId),
    };
    const timer = setTimeout(() => {
      api.call(guestsPurchaseInstallmentsRoute, { body }).then(
        (answer) => {
          if (!isCurrent) return;
          setInstallments(
            answer.available && answer.options.length > 0
              ? { state: 'ready', options: answer.options }
              : { state: 'unavailable' },
          );
        },
        () => {
          if (isCurrent) setInstallments({ state: 'unavailable' });
        },
      );
    }, SETTLE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [eventId, cart, coverFee, enabled]);

  return installments;
}
