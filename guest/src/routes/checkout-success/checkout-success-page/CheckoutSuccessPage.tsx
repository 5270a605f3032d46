import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Button from '@mui/material/Button';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { PageMessage } from '../../../common/PageMessage';
import { useNavigate, useSearchParams } from '../../../common/router';
import { cartAtom } from '../../event/event-page/components/cart/cart-atoms';

/**
 * `/page/checkout-success?event=<slug>`, where the payment provider sends the guest back.
 * The gifts were bought: that event's cart is emptied.
 */
export function CheckoutSuccessPage() {
  const params = useSearchParams();
  const slug = params.get('event')?.trim() ?? '';
  const navigate = useNavigate();
  const clearCart = useSetAtom(useMemo(() => cartAtom(slug), [slug]));

  useEffect(() => {
    if (slug) clearCart([]);
  }, [slug, clearCart]);

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
