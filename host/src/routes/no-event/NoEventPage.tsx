import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { logout } from '../../common/auth';
import { AuthLayout } from '../../common/layout/AuthLayout';

/** A signed-in account whose event does not exist yet (or any more): nothing to manage. */
export function NoEventPage() {
  return (
    <AuthLayout title="Seu evento ainda não está pronto">
      <Typography color="text.secondary">
        Sua conta está ativa, mas ainda não há um evento ligado a ela. Assim que o seu evento for aprovado,
        ele aparecerá aqui.
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={logout} fullWidth>
        Sair
      </Button>
    </AuthLayout>
  );
}
