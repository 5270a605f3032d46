import { guestsPurchasePixRoute, guestsPurchaseRoute, ZGuestMessage, ZPayerCpf } from '@celebra/shared/api';
import { isApiError } from '@celebra/shared/client';
import type { TCartItem, TPurchasePaymentState } from '@celebra/shared/models';
import { ZCheckoutFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { useRef, useState } from 'react';
import { api } from '../../../../../common/api';
import { sitePasswordOf } from '../../site-password';
import { newAttemptId } from './attempt-id';
import { cartLinesOf } from './cart-rules';

export type TPaymentMethod = 'pix' | 'card';

/** `message`: the guest's optional note to the hosts, sent with either way of paying. */
export type TCheckoutForm = { name: string; email: string; cpf: string; message: string };

/** A Pix shown in the cart: the purchase's state and the token that reads it again. */
export type TPixInProgress = { purchase: TPurchasePaymentState; statusToken: string };

/** The note to the hosts as the bodies carry it: absent when the guest wrote none. */
const noteOf = (guestMessage: string | null) => (guestMessage ? { guestMessage } : {});

/**
 * The checkout: name and e-mail (and, for a Pix, the CPF), and the optional note to the hosts,
 * checked with the site's alerts, then
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
 */
export function useCheckout(
  eventId: number,
  items: readonly TCartItem[],
  coverFee: boolean,
  onListChanged?: () => void,
) {
  const alert = useAlert();
  const [isPaying, setPaying] = useState(false);
  const [pix, setPix] = useState<TPixInProgress | null>(null);
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

  const checkout = async (form: TCheckoutForm, method: TPaymentMethod) => {
    const parsed = ZCheckoutFormSchema.safeParse({ name: form.name, email: form.email });
    const cpf = method === 'pix' ? ZPayerCpf.safeParse(form.cpf) : null;
    const message = ZGuestMessage.safeParse(form.message);
    const issue = !parsed.success
      ? parsed.error.issues[0]
      : cpf && !cpf.success
        ? cpf.error.issues[0]
        : !message.success
          ? message.error.issues[0]
          : undefined;
    if (!parsed.success || (cpf && !cpf.success) || !message.success) {
      alert.warning(issue?.message ?? '', 'Atenção!');
      return;
    }
    if (submitting.current) return;
    submitting.current = true;
    setPaying(true);
    try {
      if (cpf?.success) {
        const body = { ...parsed.data, ...cartBody(), ...noteOf(message.data), cpf: cpf.data };
        const answer = await api.call(guestsPurchasePixRoute, {
          body: { ...body, attemptId: attemptFor({ method, ...body }) },
        });
        setPix({ purchase: answer.purchase, statusToken: answer.statusToken });
        submitting.current = false;
        setPaying(false);
        return;
      }
      const body = { ...parsed.data, ...cartBody(), ...noteOf(message.data) };
      const { paymentLink } = await api.call(guestsPurchaseRoute, {
        body: { ...body, attemptId: attemptFor({ method, ...body }) },
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

  /** Leaves the Pix shown (expired, refused, or the guest goes back to the cart): the next is a new attempt. */
  const leavePix = () => {
    attempt.current = null;
    setPix(null);
  };

  return { checkout, isPaying, pix, leavePix };
}
