import { guestsPurchasePixRoute, guestsPurchaseRoute } from '@celebra/shared/api';
import { isApiError } from '@celebra/shared/client';
import type { TCartItem, TPurchasePaymentState } from '@celebra/shared/models';
import { useAlert } from '@celebra/ui/alert';
import { useCallback, useRef, useState } from 'react';
import { api } from '../../../../../common/api';
import { rememberGuestContact, splitFullName } from '../../../../../common/guest-contact';
import { sitePasswordOf } from '../../site-password';
import { newAttemptId } from './attempt-id';
import { cartLinesOf } from './cart-rules';
import {
  keptDetailsOf,
  type TCheckoutDetails,
  type TCheckoutValues,
  type TPaymentMethod,
} from './checkout-form';
import { writeKeptDetails } from './kept-details';
import { forgetStoredPix, readStoredPix, writeStoredPix } from './stored-pix';

export type { TPaymentMethod } from './checkout-form';

/** A Pix shown in the cart: the purchase's state and the token that reads it again. */
export type TPixInProgress = { purchase: TPurchasePaymentState; statusToken: string };

/** The note to the hosts as the bodies carry it: absent when the guest wrote none. */
const noteOf = (guestMessage: string | null) => (guestMessage ? { guestMessage } : {});

/**
 * The checkout: name and e-mail (and, for a Pix, the CPF), and the optional note to the hosts,
 * checked by the cart's form (checkout-form.ts) against the contract's body, then
 * either POST /guests/purchase and the browser sent to the card's payment link, or
 * POST /guests/purchase/pix and the Pix shown in the cart. Each try carries an attempt id, kept
 * while what is sent stays the same (the cart, the fee's choice, the way of paying, the guest's
 * details): a second click, or a retry after an error, is the same attempt, which the server
 * answers with the same purchase and the same checkout. Anything else sent, or a new Pix asked
 * for, is a new attempt. While a submission is in flight the button does nothing more: the guard
 * is a ref, set in the click itself, since clicks faster than a render all see the old state.
 *
 * A 409 is the list having changed under the cart (the last cota bought by another guest while
 * this one paid, a price changed), or the attempt's time being over: the server's message is
 * shown, the next try is a new attempt, and `onListChanged` reloads the event, so the cart meets
 * what remains; what the guest typed stays in the form.
 *
 * A Pix stays open on the device (stored-pix.ts) until paid or no longer payable: a reload shows
 * it again, 'Voltar ao carrinho' keeps it, and paying again (Pix or card) while it is open is held
 * back (`heldMethod`) until the guest chooses to see it (`showPix`) or to pay anew (`payAnew`): a
 * guest who paid it in the bank's app must not be led to pay a second time.
 */
export function useCheckout(
  eventId: number,
  slug: string,
  items: readonly TCartItem[],
  coverFee: boolean,
  onListChanged?: () => void,
) {
  const alert = useAlert();
  const [isPaying, setPaying] = useState(false);
  // A Pix generated on an earlier visit (the tab reloaded on return from the bank's app) and still
  // payable: shown at once, never replaced without asking.
  const [restored] = useState(() => readStoredPix(slug));
  const [pix, setPix] = useState<TPixInProgress | null>(restored);
  const [isPixShown, setPixShown] = useState(restored !== null);
  const [isPixOpen, setPixOpen] = useState(restored !== null);
  // Just generated: its state is the server's of a moment ago. Otherwise (kept from an earlier
  // visit, or shown again after 'Voltar ao carrinho') it may have been paid meanwhile.
  const [isFresh, setFresh] = useState(false);
  // A checkout held back because a Pix is still open: its way of paying, until the guest chooses.
  const [held, setHeld] = useState<TPaymentMethod | null>(null);
  const submitting = useRef(false);
  const attempt = useRef<{ id: string; sent: string } | null>(null);

  /** The attempt of what is about to be sent: the last one if it is the same, a new one otherwise. */
  const attemptFor = (body: object) => {
    const sent = JSON.stringify(body);
    if (attempt.current?.sent !== sent) attempt.current = { id: newAttemptId(), sent };
    return attempt.current.id;
  };

  const cartBody = () => ({
    eventId,
    items: cartLinesOf(items),
    coverFee,
    // A protected site's password, which the server asks of every write on it.
    sitePassword: sitePasswordOf(eventId),
  });

  /**
   * Whether paying by `method` is held back by an open Pix: the cart asks first. Asked before the
   * form is checked: after a reload the form would only ask for the CPF.
   */
  const holds = (method: TPaymentMethod) => {
    if (!isPixOpen || !pix) return false;
    setHeld(method);
    return true;
  };

  /** Pays with the form's `details` (checked), `values` being the form as typed. */
  const checkout = async (values: TCheckoutValues, details: TCheckoutDetails) => {
    if (submitting.current) return;
    submitting.current = true;
    setPaying(true);
    // Back from a refused card, or from a reload, the guest finds the form as they left it.
    writeKeptDetails(slug, keptDetailsOf(values));
    rememberGuestContact({ ...splitFullName(details.name), email: details.email });
    try {
      const { name, email, guestMessage } = details;
      if ('cpf' in details) {
        const body = { name, email, ...cartBody(), ...noteOf(guestMessage), cpf: details.cpf };
        const answer = await api.call(guestsPurchasePixRoute, {
          body: { ...body, attemptId: attemptFor({ method: 'pix', ...body }) },
        });
        const issued = { purchase: answer.purchase, statusToken: answer.statusToken };
        writeStoredPix(slug, issued);
        setPix(issued);
        setFresh(true);
        setPixShown(true);
        setPixOpen(true);
        submitting.current = false;
        setPaying(false);
        return;
      }
      const body = { name, email, ...cartBody(), ...noteOf(guestMessage) };
      const { paymentLink } = await api.call(guestsPurchaseRoute, {
        body: { ...body, attemptId: attemptFor({ method: 'card', ...body }) },
      });
      // The button stays busy: the browser is leaving for the checkout.
      window.location.assign(paymentLink);
    } catch (error) {
      alert.error(error, 'Erro ao prosseguir pagamento.');
      submitting.current = false;
      setPaying(false);
      if (isApiError(error) && error.status === 409) {
        attempt.current = null;
        onListChanged?.();
      }
    }
  };

  /** Drops the Pix (to generate another): the next is a new attempt. */
  const leavePix = () => {
    attempt.current = null;
    forgetStoredPix(slug);
    setPix(null);
    setPixShown(false);
    setPixOpen(false);
  };

  /**
   * 'Voltar ao carrinho': the cart's lines and form again. A Pix still open stays (kept on the
   * device, one tap away); one settled (refused, expired) is left, and the next try is a new attempt.
   */
  const backToCart = () => {
    setPixShown(false);
    if (!isPixOpen) leavePix();
  };

  /** The Pix can no longer be paid (paid, refused, cancelled, expired): the device forgets it. */
  const settlePix = useCallback(() => {
    forgetStoredPix(slug);
    setPixOpen(false);
  }, [slug]);

  /** The held checkout's answer: see the open Pix, or go on and pay anew. */
  const showPix = () => {
    setHeld(null);
    setFresh(false);
    setPixShown(true);
  };
  /** Leaves the open Pix for the held way of paying, which `goOn` then pays with. */
  const payAnew = (goOn: (method: TPaymentMethod) => void) => {
    if (!held) return;
    setHeld(null);
    leavePix();
    goOn(held);
  };

  return {
    holds,
    checkout,
    isPaying,
    /** The Pix shown in the cart, or null for the cart's lines and form. */
    pix: isPixShown ? pix : null,
    /** The Pix still payable behind the form, or null. */
    openPix: isPixOpen ? pix : null,
    /** Whether `pix` may have changed since its state was read (kept, or shown again): asked at once. */
    isRestored: pix !== null && !isFresh,
    /** The way of paying held back while a Pix is open, until the guest chooses; null when none is. */
    heldMethod: held,
    leavePix,
    backToCart,
    settlePix,
    showPix,
    payAnew,
  };
}
