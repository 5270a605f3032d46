import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { logout } from '../../../common/auth';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/**
 * 'Acesso à conta': the password change and the logout. 'Sair' lives here (and in home's menu)
 * rather than in the phone's bottom bar, where a thumb reaching for a shortcut signed the host out.
 */
export function AccountAccess() {
  const [changing, setChanging] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="account-access-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="account-access-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Acesso à conta
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Troque a senha da sua conta ou saia deste aparelho.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => setChanging(true)}>
          Alterar senha
        </Button>
        <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={logout}>
          Sair
        </Button>
      </Stack>
      {changing && <ChangePasswordDialog onClose={() => setChanging(false)} />}
    </Paper>
  );
}
