import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { PageMessage } from '../../../common/PageMessage';
import { useNavigate, useSearchParams } from '../../../common/router';
import { writeStoredCart } from '../../event/event-page/components/cart/stored-cart';

/**
 * `/page/checkout-success?event=<slug>`, where the payment provider sends the guest back.
 * The gifts were bought: that event's cart is emptied.
 */
export function CheckoutSuccessPage() {
  const params = useSearchParams();
  const slug = params.get('event')?.trim() ?? '';
  const navigate = useNavigate();

  useEffect(() => {
    if (slug) writeStoredCart(slug, []);
  }, [slug]);

  return (
    <PageMessage
      icon={<CheckCircleOutlineRounded color="success" sx={{ fontSize: 72 }} aria-hidden />}
      title="Obrigado!"
      text="Presente enviado com sucesso! Em breve você receberá um e-mail de confirmação."
      action={
        <Button
          variant="contained"
          size="large"
          onClick={() => navigate(slug ? `/${encodeURIComponent(slug)}` : '/')}
        >
          Voltar para o site
        </Button>
      }
    />
  );
}

export { CheckoutSuccessPage as Component };
