import { apiRoutes } from '@celebra/shared/api';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { api } from '../../../../common/api';
import { failureMessage } from './failure-message';
import { accountDataFileName, saveDownload } from './save-download';

/**
 * 'Baixar meus dados': the account's password, then the zip of everything the platform holds of
 * the host, saved by the browser. The wait is shown while the file is made (a large gallery
 * takes a while); a refusal (wrong password, too many attempts) is shown here.
 */
export function DownloadDataDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Digite a senha da sua conta.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const blob = await api.call(apiRoutes.usersExportAccountData, { body: { password } });
      saveDownload(blob as Blob, accountDataFileName());
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, 'Não foi possível baixar seus dados. Tente novamente.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="download-data-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="download-data-title">Baixar meus dados</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">
              Você vai receber um arquivo .zip com todos os dados da sua conta e do seu evento: cadastro,
              presentes, convidados, recados, extrato, repasses e as fotos. Ele traz seu CPF e sua chave Pix
              completos: guarde-o em lugar seguro.
            </Typography>
            <TextField
              label="Senha da conta"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={busy}
              autoFocus
              fullWidth
            />
            {error && <Alert severity="error">{error}</Alert>}
            {busy && (
              <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
                <CircularProgress size={20} />
                <Typography variant="body2">
                  Preparando seu arquivo… isso pode levar alguns minutos.
                </Typography>
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Baixar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
