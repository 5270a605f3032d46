import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { PageMessage } from '../../../common/PageMessage';
import { useNavigate, useSearchParams } from '../../../common/router';
import { writeStoredCart } from '../../event/event-page/components/cart/stored-cart';
import { returnStatus } from './return-status';

/**
 * `/page/checkout-success?event=<slug>`, where the payment provider (or our own Pix page) sends
 * the guest back, with the payment's status in the query (return-status.ts). Approved: the gifts
 * were bought and that event's cart is emptied. Pending (a boleto, a Pix not paid yet, a card
 * under review): nothing is promised but the e-mail that follows approval, and the cart stays.
 * Refused: the cart stays, waiting on the event site for another try.
 */
export function CheckoutSuccessPage() {
  const params = useSearchParams();
  const slug = params.get('event')?.trim() ?? '';
  const status = returnStatus(params);
  const navigate = useNavigate();
  const site = slug ? `/${encodeURIComponent(slug)}` : '/';

  useEffect(() => {
    if (slug && status === 'approved') writeStoredCart(slug, []);
  }, [slug, status]);

  const back = (
    <Button variant="contained" size="large" onClick={() => navigate(site)}>
      Voltar para o site
    </Button>
  );

  if (status === 'pending') {
    return (
      <PageMessage
        icon={<HourglassTopRounded color="warning" sx={{ fontSize: 72 }} aria-hidden />}
        title="Pagamento em processamento"
        text="Seu pagamento está sendo processado. Você receberá um e-mail assim que ele for aprovado."
        action={back}
      />
    );
  }

  if (status === 'refused') {
    return (
      <PageMessage
        icon={<ErrorOutlineRounded color="error" sx={{ fontSize: 72 }} aria-hidden />}
        title="Pagamento não aprovado"
        text="O pagamento não foi concluído e nada foi cobrado. Seus presentes continuam no carrinho: você pode tentar de novo."
        action={
          <Button variant="contained" size="large" onClick={() => navigate(site)}>
            Voltar e tentar de novo
          </Button>
        }
      />
    );
  }

  return (
    <PageMessage
      icon={<CheckCircleOutlineRounded color="success" sx={{ fontSize: 72 }} aria-hidden />}
      title="Obrigado!"
      text="Presente enviado com sucesso! Em breve você receberá um e-mail de confirmação."
      action={back}
    />
  );
}

export { CheckoutSuccessPage as Component };
