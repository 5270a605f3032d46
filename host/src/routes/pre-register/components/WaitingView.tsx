import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { supportChatUrl } from '../../../common/site-url';
import { usualWaitText } from './usual-wait-text';

type Props = {
  email: string;
  /** The support chat's number (E.164 digits); null: the platform has none, no link is shown. */
  supportNumber: string | null;
  /** How long the event usually takes from now, in minutes; null: too few events to tell. */
  usualWaitMinutes: number | null;
};

/**
 * After the event info was sent: the event waits for an administrator to create it; the screen
 * says how long that usually takes and that the site's and the dashboard's links will come by
 * e-mail, and support is one chat away when the platform has a support number.
 */
export function WaitingView({ email, supportNumber, usualWaitMinutes }: Props) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <HourglassTopIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
        Seu evento está em análise
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Recebemos as informações do seu evento. Assim que ele for criado, você receberá um e-mail com o link
        do site e o do seu painel.
      </Typography>
      <Typography sx={{ mt: 2, fontWeight: 500 }}>{usualWaitText(usualWaitMinutes)}</Typography>
      {supportNumber ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Alguma dúvida enquanto isso? Fale com a gente pelo WhatsApp.
        </Typography>
      ) : null}
      {supportNumber ? (
        <Button
          sx={{ mt: 1.5 }}
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
