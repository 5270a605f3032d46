import { apiRoutes } from '@celebra/shared/api';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { api } from '../../../common/api';
import { failureMessage } from './failure-message';
import { PasswordAgainDialog } from './PasswordAgainDialog';
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
    <PasswordAgainDialog
      id="download-data"
      title="Baixar meus dados"
      intro={
        <Typography variant="body2">
          Você vai receber um arquivo .zip com todos os dados da sua conta e do seu evento: cadastro,
          presentes, convidados, recados, extrato, repasses e as fotos. Ele traz seu CPF e sua chave Pix
          completos: guarde-o em lugar seguro.
        </Typography>
      }
      password={password}
      onPasswordChange={setPassword}
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submit={
        <Button type="submit" variant="contained" disabled={busy}>
          Baixar
        </Button>
      }
    >
      {busy && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography variant="body2">Preparando seu arquivo… isso pode levar alguns minutos.</Typography>
        </Stack>
      )}
    </PasswordAgainDialog>
  );
}
