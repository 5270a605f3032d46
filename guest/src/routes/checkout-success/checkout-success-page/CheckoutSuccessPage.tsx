import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { PageMessage } from '../../../common/PageMessage';
import { useNavigate, useSearchParams } from '../../../common/router';
import { createEventTheme } from '../../../common/theme';
import { forgetKeptDetails } from '../../event/event-page/components/cart/kept-details';
import { PAY_AGAIN_PARAM, type TPayAgain } from '../../event/event-page/components/cart/pay-again';
import { writeStoredCart } from '../../event/event-page/components/cart/stored-cart';
import { SECTIONS } from '../../event/event-page/sections';
import { readSiteLook } from '../../event/event-page/site-look';
import { returnStatus } from './return-status';

/**
 * `/page/checkout-success?event=<slug>`, where the payment provider (or our own Pix page) sends
 * the guest back, with the payment's status in the query (return-status.ts). Approved: the gifts
 * were bought and that event's cart is emptied. Pending (a boleto, a Pix not paid yet, a card
 * under review): nothing is promised but the e-mail that follows approval, and the cart stays.
 * Refused (or given up): the cart and the details typed stay, and the guest goes back to the cart
 * open on the way they choose, another card or a Pix. A card still pending offers no new payment:
 * it may yet be approved, and a second one would charge twice.
 */
export function CheckoutSuccessPage() {
  const params = useSearchParams();
  const slug = params.get('event')?.trim() ?? '';
  const status = returnStatus(params);
  const navigate = useNavigate();
  const site = slug ? `/${encodeURIComponent(slug)}` : '/';

  useEffect(() => {
    if (!slug || status !== 'approved') return;
    writeStoredCart(slug, []);
    forgetKeptDetails(slug);
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

  // Back to the cart, open on the way chosen, the gifts and what was typed as they were.
  const payAgain = (way: TPayAgain) => navigate(`${site}?${PAY_AGAIN_PARAM}=${way}`);
  if (status === 'refused') {
    return (
      <PageMessage
        icon={<ErrorOutlineRounded color="error" sx={{ fontSize: 72 }} aria-hidden />}
        title="Pagamento não aprovado"
        text="O pagamento não foi concluído e nada foi cobrado. Seus presentes e seus dados continuam no carrinho: tente de novo com um cartão ou pague com Pix."
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button variant="contained" size="large" onClick={() => payAgain('cartao')}>
              Tentar de novo
            </Button>
            <Button variant="outlined" size="large" onClick={() => payAgain('pix')}>
              Pagar com Pix
            </Button>
          </Stack>
        }
      />
    );
  }

  return <ThankYou slug={slug} site={site} />;
}

/**
 * The approved gift's thanks, in the colours of the event the guest came from (site-look.ts), with
 * what they may do next there: leave a message, confirm their presence (as the event shows them).
 */
function ThankYou({ slug, site }: { slug: string; site: string }) {
  const navigate = useNavigate();
  const [look] = useState(() => (slug ? readSiteLook(slug) : null));
  const theme = useMemo(() => createEventTheme(look?.color), [look?.color]);
  const steps: { id: string; label: string }[] = [];
  if (look?.messages) steps.push({ id: SECTIONS.messages.id, label: 'Deixar um recado' });
  if (look?.confirmation) steps.push({ id: SECTIONS.confirmation.id, label: 'Confirmar presença' });
  return (
    <ThemeProvider theme={theme}>
      <PageMessage
        icon={<CheckCircleOutlineRounded color="primary" sx={{ fontSize: 72 }} aria-hidden />}
        title="Obrigado(a)!"
        text="Presente enviado com sucesso! Você receberá um e-mail de confirmação."
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            {steps.map((step, index) => (
              <Button
                key={step.id}
                variant={index === 0 ? 'contained' : 'outlined'}
                size="large"
                onClick={() => navigate(`${site}#${step.id}`)}
              >
                {step.label}
              </Button>
            ))}
            <Button
              variant={steps.length === 0 ? 'contained' : 'text'}
              size="large"
              onClick={() => navigate(site)}
            >
              Voltar para o site
            </Button>
          </Stack>
        }
      />
    </ThemeProvider>
  );
}

export { CheckoutSuccessPage as Component };
