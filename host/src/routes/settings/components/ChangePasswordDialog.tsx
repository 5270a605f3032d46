import { apiRoutes } from '@celebra/shared/api';
import { errorMessage } from '@celebra/shared/client';
import { type THostPasswordChangeForm, ZHostPasswordChangeFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { useDirtyClose } from '@celebra/ui/dialogs';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../../common/api';

/**
 * 'Alterar senha': the current password, the new one and its confirmation. The server ends the
 * host's other sessions and keeps this one; a wrong current password is said here, in the dialog.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const alert = useAlert();
  const [refused, setRefused] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZHostPasswordChangeFormSchema),
    defaultValues: {
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    } satisfies THostPasswordChangeForm,
  });
  const busy = formState.isSubmitting;
  const { requestClose, guard } = useDirtyClose(onClose, formState.isDirty);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setRefused(null);
    try {
      const { message } = await api.call(apiRoutes.usersChangePassword, {
        body: { currentPassword, newPassword },
      });
      onClose();
      alert.success(message, 'Alterar senha');
    } catch (error) {
      setRefused(errorMessage(error, 'Não foi possível alterar a senha. Tente novamente.'));
    }
  });

  return guard(
    <Dialog
      open
      onClose={busy ? undefined : requestClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="change-password-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">Alterar senha</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="currentPassword"
              label="Senha atual"
              type="password"
              autoComplete="current-password"
              autoFocus
            />
            <FormTextField
              control={control}
              name="newPassword"
              label="Nova senha"
              type="password"
              autoComplete="new-password"
            />
            <FormTextField
              control={control}
              name="confirmPassword"
              label="Confirme a nova senha"
              type="password"
              autoComplete="new-password"
            />
            <Typography variant="body2" color="text.secondary">
              Os outros aparelhos conectados à sua conta serão desconectados; este continua conectado.
            </Typography>
            {refused && <Alert severity="error">{refused}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Salvar nova senha
          </Button>
        </DialogActions>
      </form>
    </Dialog>,
  );
}
