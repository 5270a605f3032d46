import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSendAccessLink } from '../use-send-access-link';

/**
 * An address this browser holds no proof of (another device, or the registration was long ago):
 * nothing about it is shown until the link mailed to it is opened.
 */
export function AccessRequestView({ email }: { email: string }) {
  const { send, sending, sent } = useSendAccessLink();
  return (
    <Stack spacing={2}>
      <Typography>
        Para ver o pré-cadastro de <strong>{email}</strong>, confirme que o e-mail é seu: enviaremos um link
        de acesso para ele.
      </Typography>
      {sent ? (
        <Alert severity="success" icon={<MarkEmailReadOutlinedIcon />}>
          {sent}
        </Alert>
      ) : null}
      <Button variant="contained" size="large" onClick={() => send(email)} loading={sending}>
        {sent ? 'Enviar outro link' : 'Enviar link de acesso'}
      </Button>
    </Stack>
  );
}
