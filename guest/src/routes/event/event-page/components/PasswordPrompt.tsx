import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';

type Props = {
  /** The server's answer to a wrong password. */
  error: string | null;
  isChecking: boolean;
  onSubmit: (password: string) => void;
};

/** A site with a password asks for it before showing anything: the server sends nothing else until it is right. */
export function PasswordPrompt({ error, isChecking, onSubmit }: Props) {
  const [password, setPassword] = useState('');
  const [isBlank, setBlank] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password.trim()) {
      setBlank(true);
      return;
    }
    onSubmit(password);
  };

  const message = isBlank ? 'Informe a senha.' : error;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper
        component="form"
        noValidate
        onSubmit={submit}
        variant="outlined"
        sx={{
          p: 3,
          width: '100%',
          maxWidth: 380,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          textAlign: 'center',
        }}
      >
        <LockRounded color="primary" sx={{ fontSize: 48, mx: 'auto' }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
          Site protegido
        </Typography>
        <Typography color="text.secondary">
          Este site é protegido por senha. Informe a senha para continuar.
        </Typography>
        <TextField
          id="site-password"
          label="Senha do site"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setBlank(false);
          }}
          error={Boolean(message)}
          helperText={message ?? ' '}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isChecking}
          startIcon={isChecking ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Entrar
        </Button>
      </Paper>
    </Box>
  );
}
