import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { supportChatUrl } from '../../../../common/site-url';

/**
 * After the event info was sent: the event waits for approval; support is one chat away when the
 * platform has a support number (`supportNumber`, E.164 digits), and no link is shown without one.
 */
export function WaitingView({ email, supportNumber }: { email: string; supportNumber: string | null }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <HourglassTopIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
        Seu evento está em análise
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Recebemos as informações do seu evento. Em breve ele será aprovado e você receberá um e-mail para
        acessar o seu painel.
      </Typography>
      {supportNumber ? (
        <Button
          sx={{ mt: 3 }}
          variant="contained"
          startIcon={<ChatOutlinedIcon />}
          href={supportChatUrl(email, supportNumber)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Falar com a nossa equipe
        </Button>
      ) : null}
    </Box>
  );
}
