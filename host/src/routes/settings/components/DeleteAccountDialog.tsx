import { ACCOUNT_DELETE_CONFIRMATION_WORD, apiRoutes } from '@celebra/shared/api';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { api } from '../../../common/api';
import { forgetSession } from '../../../common/auth';
import { failureMessage } from './failure-message';
import { PasswordAgainDialog } from './PasswordAgainDialog';

/** Where the app goes once the account is gone: the goodbye page of the signed-out app. */
export const ACCOUNT_DELETED_PATH = '/conta-excluida';

/**
 * 'Excluir minha conta': says what goes and what the law makes the platform keep, then asks the
 * password and the word EXCLUIR. A refusal (money still to receive, wrong password) is shown here;
 * once deleted, the stored session is dropped and the goodbye page opens.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // In any case, as the server takes it.
  const confirmed = confirmation.trim().toUpperCase() === ACCOUNT_DELETE_CONFIRMATION_WORD;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirmed) {
      setError('Digite a senha da sua conta e a palavra EXCLUIR.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.call(apiRoutes.usersDeleteAccount, {
        body: { password, confirmation: ACCOUNT_DELETE_CONFIRMATION_WORD },
      });
      // The server already ended every session: only the stored token is left to drop.
      forgetSession();
      window.location.replace(ACCOUNT_DELETED_PATH);
    } catch (failure) {
      setError(failureMessage(failure, 'Não foi possível excluir sua conta. Tente novamente.'));
      setBusy(false);
    }
  };

  return (
    <PasswordAgainDialog
      id="delete-account"
      title="Excluir minha conta"
      intro={
        <>
          <Typography variant="body2">
            A exclusão não pode ser desfeita. Serão apagados: seu nome, e-mail, telefone e senha; seus dados
            para repasse (CPF e chave Pix); o site do evento, com as fotos e a galeria; e os nomes, e-mails,
            telefones e recados dos seus convidados.
          </Typography>
          <Typography variant="body2">
            Por exigência legal, guardamos os registros financeiros (presentes recebidos, extrato e repasses:
            valores, datas e situação), sem os dados pessoais. Se quiser uma cópia, baixe seus dados antes.
          </Typography>
        </>
      }
      password={password}
      onPasswordChange={setPassword}
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submit={
        <Button
          type="submit"
          color="error"
          variant="contained"
          disabled={busy || !confirmed}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Excluir minha conta
        </Button>
      }
    >
      <TextField
        label="Digite EXCLUIR para confirmar"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        disabled={busy}
        autoComplete="off"
        fullWidth
      />
    </PasswordAgainDialog>
  );
}
