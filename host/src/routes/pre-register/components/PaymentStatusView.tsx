import { apiRoutes } from '@celebra/shared/api';
import type { TUserRequest } from '@celebra/shared/models';
import { useAlert } from '@celebra/ui/alert';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { api } from '../../../common/api';
import { openInNewTab } from '../../../common/open-in-new-tab';
import { readPreRegisterToken } from '../pre-register-token';

type Props = { request: TUserRequest; busy: boolean; onRefresh: () => void };

/** PENDING: the pay link. CANCELLED: a notice and a button that makes a new checkout. */
export function PaymentStatusView({ request, busy, onRefresh }: Props) {
  const alert = useAlert();
  const [generating, setGenerating] = useState(false);
  const status = request.paymentStatus.toUpperCase();
  const isCancelled = status === 'CANCELLED';

  const generatePayment = async () => {
    if (!request.email.trim()) {
      alert.error(null, 'E-mail não encontrado!');
      return;
    }
    setGenerating(true);
    try {
      await openInNewTab(async () => {
        const answer = await api.call(apiRoutes.usersGeneratePreRegistrationPayment, {
          body: { email: request.email, token: readPreRegisterToken(request.email) },
        });
        return answer.paymentLink;
      });
      onRefresh();
    } catch (error) {
      alert.error(error, 'Erro ao gerar link de pagamento.');
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Stack spacing={2}>
      {isCancelled ? (
        <Alert severity="warning">
          O pagamento do seu pré-cadastro foi cancelado. Gere um novo link de pagamento para continuar.
        </Alert>
      ) : (
        <Alert severity="info" icon={<PaymentsOutlinedIcon />}>
          Recebemos o seu cadastro ({request.email}). Para continuar, conclua o pagamento da taxa de
          pré-cadastro.
        </Alert>
      )}
      {!isCancelled && request.paymentLink && (
        <Button
          variant="contained"
          size="large"
          href={request.paymentLink}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
        >
          Realizar pagamento
        </Button>
      )}
      {(isCancelled || !request.paymentLink) && (
        <Button variant="contained" size="large" onClick={generatePayment} loading={generating}>
          Gerar novo pagamento
        </Button>
      )}
      {!isCancelled && (
        <>
          <Button variant="outlined" onClick={onRefresh} loading={busy}>
            Já paguei, atualizar situação
          </Button>
          <Typography variant="body2" color="text.secondary" align="center">
            A confirmação do pagamento pode levar alguns minutos.
          </Typography>
        </>
      )}
    </Stack>
  );
}
