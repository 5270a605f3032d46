import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';

type Props = {
  /** The dialog's id prefix, for its title's aria link. */
  id: string;
  title: string;
  /** What the action does, above the password. */
  intro: ReactNode;
  password: string;
  onPasswordChange: (password: string) => void;
  /** Fields and status below the password, above the error. */
  children?: ReactNode;
  error: string | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The submit button: its own text, colour and state. */
  submit: ReactNode;
};

/**
 * The shell of an action that asks the account's password again ('Baixar meus dados', 'Excluir
 * minha conta'): the explanation, the password, the refusal, Cancelar and the action. It cannot
 * be closed while the action runs.
 */
export function PasswordAgainDialog({
  id,
  title,
  intro,
  password,
  onPasswordChange,
  children,
  error,
  busy,
  onClose,
  onSubmit,
  submit,
}: Props) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {intro}
            <TextField
              label="Senha da conta"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => onPasswordChange(event.target.value)}
              disabled={busy}
              autoFocus
              fullWidth
            />
            {children}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          {submit}
        </DialogActions>
      </form>
    </Dialog>
  );
}
