import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../common/layout/AuthLayout';
import { LoadingView } from '../../../common/layout/LoadingView';
import { EmailLookupForm } from './components/EmailLookupForm';
import { PaymentStatusView } from './components/PaymentStatusView';
import { WaitingView } from './components/WaitingView';
import { EventInfoWizard } from './components/wizard/EventInfoWizard';
import { usePreRegistration } from './use-pre-registration';

/**
 * The pre-registration (spec, sections 2 and 4): looked up by the e-mail passed from the
 * registration (or typed here); the payment status until it is approved, then the event-info
 * wizard, then the waiting screen once the event info was sent.
 */
export function PreRegisterPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const passedEmail = (location.state as { email?: string } | null)?.email ?? params.get('email') ?? '';
  const [email, setEmail] = useState(passedEmail);
  const { request, loading, lookup, reset } = usePreRegistration();
  const looked = useRef(false);

  useEffect(() => {
    if (looked.current || !passedEmail) return;
    looked.current = true;
    void lookup(passedEmail);
  }, [lookup, passedEmail]);

  const search = (address: string) => {
    setEmail(address);
    void lookup(address);
  };

  const otherEmail = (
    <Typography align="center" sx={{ mt: 3 }}>
      <Link
        component="button"
        type="button"
        onClick={() => {
          setEmail('');
          reset();
        }}
      >
        Consultar outro e-mail
      </Link>
    </Typography>
  );

  if (loading && !request) {
    return (
      <AuthLayout title="Pré-cadastro">
        <LoadingView label="Buscando seu cadastro..." />
      </AuthLayout>
    );
  }
  if (!request) {
    return (
      <AuthLayout
        title="Pré-cadastro"
        subtitle="Informe o e-mail do seu cadastro para ver a situação do pagamento."
      >
        <EmailLookupForm defaultEmail={email} busy={loading} onSearch={search} />
      </AuthLayout>
    );
  }
  const status = request.paymentStatus.toUpperCase();
  if (status === 'APPROVED' && request.hasEventInfo) {
    return (
      <AuthLayout title="Tudo certo!">
        <WaitingView email={request.email} />
        {otherEmail}
      </AuthLayout>
    );
  }
  if (status === 'APPROVED') {
    return (
      <AuthLayout
        title="Informações do evento"
        subtitle="Pagamento aprovado! Conte-nos sobre o seu evento."
        maxWidth={920}
      >
        <EventInfoWizard email={request.email} onSent={() => lookup(request.email)} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Pagamento do pré-cadastro">
      <PaymentStatusView request={request} busy={loading} onRefresh={() => lookup(request.email)} />
      {otherEmail}
    </AuthLayout>
  );
}
