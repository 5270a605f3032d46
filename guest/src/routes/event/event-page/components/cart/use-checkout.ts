import { guestsPurchaseRoute } from '@celebra/shared/api';
import type { TCartItem } from '@celebra/shared/models';
import { ZCheckoutFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { useState } from 'react';
import { api } from '../../../../../common/api';
import { sitePasswordOf } from '../../site-password';

/**
 * The checkout: name and e-mail checked with the site's alerts, then
 * POST /guests/purchase and the browser sent to the payment link.
 */
export function useCheckout(eventId: number, items: readonly TCartItem[]) {
  const alert = useAlert();
  const [isPaying, setPaying] = useState(false);

  const checkout = async (form: { name: string; email: string }) => {
    const parsed = ZCheckoutFormSchema.safeParse(form);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      alert.warning(message, 'Atenção!');
      return;
    }
    setPaying(true);
    try {
      const { paymentLink } = await api.call(guestsPurchaseRoute, {
        body: {
          ...parsed.data,
          eventId,
          items: items.map(({ id, quantity }) => ({ id, quantity })),
          // A protected site's password, which the server asks of every write on it.
          sitePassword: sitePasswordOf(eventId),
        },
      });
      window.location.assign(paymentLink);
    } catch (error) {
      alert.error(error, 'Erro ao prosseguir pagamento.');
      setPaying(false);
    }
  };

  return { checkout, isPaying };
}
