import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

/** The goodbye page after the host deleted their account (the app is signed out by then). */
export function AccountDeletedPage() {
  return (
    <Stack sx={{ minHeight: '100vh', p: 2, alignItems: 'center', justifyContent: 'center' }}>
      <Paper variant="outlined" component="main" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520 }}>
        <Stack spacing={2}>
          <Typography variant="h1" component="h1" sx={{ fontSize: '1.75rem' }}>
            Sua conta foi excluída
          </Typography>
          <Typography>
            Apagamos seus dados pessoais, o site do seu evento e os dados dos seus convidados. Guardamos
            apenas os registros financeiros que a lei exige, sem dados que identifiquem você.
          </Typography>
          <Typography>Obrigado por celebrar com a Celebra. Até a próxima!</Typography>
          <Button component={Link} to="/login" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Ir para o início
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
