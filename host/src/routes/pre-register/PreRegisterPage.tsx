import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../common/layout/AuthLayout';
import { LoadingView } from '../../common/layout/LoadingView';
import { AccessRequestView } from './components/AccessRequestView';
import { ConfirmEmailNotice } from './components/ConfirmEmailNotice';
import { ConfirmPasswordForm } from './components/ConfirmPasswordForm';
import { EmailLookupForm } from './components/EmailLookupForm';
import { PaymentStatusView } from './components/PaymentStatusView';
import { WaitingView } from './components/WaitingView';
import { EventInfoWizard } from './components/wizard/EventInfoWizard';
import { usePreRegistration } from './use-pre-registration';

/**
 * The pre-registration: looked up by the e-mail passed from the
 * registration (or typed here); the payment status until it is approved, then the event-info
 * wizard, then the waiting screen once the event info was sent.
 *
 * Only with this browser's proof of the address: the registration's, or the one the access link
 * mailed to the address gives when opened here (`?email=…&code=…`). Without one the page offers
 * to mail that link. The wizard waits until the e-mail is confirmed.
 */
export function PreRegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const passedEmail = (location.state as { email?: string } | null)?.email ?? params.get('email') ?? '';
  const code = params.get('code');
  const [email, setEmail] = useState(passedEmail);
  const [confirmed, setConfirmed] = useState(false);
  const { view, loading, lookup, confirm, reset } = usePreRegistration();
  const looked = useRef(false);

  useEffect(() => {
    if (looked.current || !passedEmail) return;
    looked.current = true;
    if (code) {
      // The code is used once, here; it does not stay in the address bar nor in the history.
      setParams({ email: passedEmail }, { replace: true });
      void confirm(passedEmail, code).then(() => setConfirmed(true));
    } else void lookup(passedEmail);
  }, [lookup, confirm, passedEmail, code, setParams]);

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

  if (loading && view.kind !== 'request' && view.kind !== 'password') {
    return (
      <AuthLayout title="Pré-cadastro">
        <LoadingView label="Buscando seu cadastro..." />
      </AuthLayout>
    );
  }
  if (view.kind === 'password') {
    return (
      <AuthLayout title="Confirme o seu e-mail">
        <ConfirmPasswordForm
          email={view.email}
          busy={loading}
          onConfirm={(password) => confirm(view.email, view.code, password)}
        />
      </AuthLayout>
    );
  }
  if (view.kind === 'access') {
    return (
      <AuthLayout title="Pré-cadastro">
        <AccessRequestView email={view.email} />
        {otherEmail}
      </AuthLayout>
    );
  }
  if (view.kind === 'none') {
    return (
      <AuthLayout
        title="Pré-cadastro"
        subtitle="Informe o e-mail do seu cadastro para ver a situação do pagamento."
      >
        <EmailLookupForm defaultEmail={email} busy={loading} onSearch={search} />
      </AuthLayout>
    );
  }

  const { request, emailVerified, supportWhatsapp, usualWaitMinutes } = view;
  const refresh = () => lookup(request.email);
  const confirmedNow =
    confirmed && emailVerified ? <Alert severity="success">E-mail confirmado!</Alert> : null;
  const status = request.paymentStatus.toUpperCase();
  if (status === 'APPROVED' && request.hasEventInfo) {
    return (
      <AuthLayout title="Tudo certo!">
        <WaitingView
          email={request.email}
          supportNumber={supportWhatsapp}
          usualWaitMinutes={usualWaitMinutes}
        />
        {otherEmail}
      </AuthLayout>
    );
  }
  if (status === 'APPROVED' && emailVerified) {
    return (
      <AuthLayout
        title="Informações do evento"
        subtitle="Pagamento aprovado! Conte-nos sobre o seu evento."
        maxWidth={920}
      >
        <EventInfoWizard
          email={request.email}
          onSent={(published) => (published ? navigate('/login', { replace: true }) : refresh())}
        />
      </AuthLayout>
    );
  }
  if (status === 'APPROVED') {
    return (
      <AuthLayout
        title="Confirme o seu e-mail"
        subtitle="Pagamento aprovado! Falta só confirmar o seu e-mail."
      >
        <Stack spacing={2}>
          <ConfirmEmailNotice email={request.email} />
          <Typography color="text.secondary">
            Depois de abrir o link, as informações do evento aparecem aqui.
          </Typography>
          <Button variant="outlined" onClick={refresh} loading={loading}>
            Já confirmei, atualizar
          </Button>
        </Stack>
        {otherEmail}
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Pagamento do pré-cadastro">
      <Stack spacing={2}>
        {confirmedNow}
        {emailVerified ? null : <ConfirmEmailNotice email={request.email} />}
        <PaymentStatusView request={request} busy={loading} onRefresh={refresh} />
      </Stack>
      {otherEmail}
    </AuthLayout>
  );
}
