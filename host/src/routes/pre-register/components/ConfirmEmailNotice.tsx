import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSendAccessLink } from '../use-send-access-link';

/**
 * While the e-mail is not confirmed: where the link went, what it is for, and a new one. The
 * event-info wizard waits for it, and an unconfirmed registration lasts 24 hours.
 */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const { send, sending, sent } = useSendAccessLink();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => send(email)} loading={sending}>
          Reenviar
        </Button>
      }
    >
      {sent ??
        `Confirme o seu e-mail: enviamos um link de confirmação para ${email}. Abra-o neste navegador. Sem a confirmação, o pré-cadastro expira em 24 horas.`}
    </Alert>
  );
}
