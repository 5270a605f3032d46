import { ZHostWizardPasswordSchema } from '@celebra/shared/validation';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';

type Props = { open: boolean; onClose: () => void; onConfirm: (password: string) => Promise<void> };

/** 'Autenticação': the account password confirms the event info before it is sent. */
export function PasswordDialog({ open, onClose, onConfirm }: Props) {
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZHostWizardPasswordSchema),
    defaultValues: { password: '' },
  });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="auth-title">
      <form noValidate onSubmit={handleSubmit(({ password }) => onConfirm(password))}>
        <DialogTitle id="auth-title">Autenticação</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Digite a senha da sua conta para enviar as informações do evento.
          </DialogContentText>
          <FormTextField
            control={control}
            name="password"
            label="Senha"
            type="password"
            autoComplete="current-password"
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Enviar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
