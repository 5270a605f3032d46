import { apiRoutes, type TGuestImportProblem, ZUsersImportGuestsResponseSchema } from '@celebra/shared/api';
import { ApiError } from '@celebra/shared/client';
import { useAlert } from '@celebra/ui/alert';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { api } from '../../../../common/api';
import { downloadGuestImportExample } from './guest-import-example';

type TRejection = { message: string; problems: TGuestImportProblem[] };

/** The import's refusal as the server words it (its message and each line's problem), if it is one. */
function rejectionOf(error: unknown): TRejection | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = ZUsersImportGuestsResponseSchema.safeParse(error.body);
  return parsed.success ? { message: parsed.data.message, problems: parsed.data.errors } : null;
}

type Props = { eventId: number; open: boolean; onClose: () => void; onImported: () => void };

/**
 * 'Importar lista (CSV)': explains the columns, offers an example file and sends the chosen file's
 * text. A file with any bad line imports nothing: the lines' problems are listed here and the
 * dialog stays open for a corrected file.
 */
export function ImportGuestsDialog({ eventId, open, onClose, onImported }: Props) {
  const alert = useAlert();
  const [busy, setBusy] = useState(false);
  const [rejection, setRejection] = useState<TRejection | null>(null);

  const close = () => {
    setRejection(null);
    onClose();
  };

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that picking the same (corrected) file again fires a change.
    input.value = '';
    if (!file) return;
    setBusy(true);
    setRejection(null);
    try {
      const csv = await file.text();
      const answer = await api.call(apiRoutes.usersImportGuests, { params: { eventId }, body: { csv } });
      close();
      onImported();
      alert.success(answer.message);
    } catch (error) {
      const refused = rejectionOf(error);
      if (refused) setRejection(refused);
      else alert.error(error, 'Erro ao importar a lista de convidados.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="import-guests-title">
      <DialogTitle id="import-guests-title">Importar lista (CSV)</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Envie uma planilha salva em CSV com as colunas <strong>Nome</strong>, <strong>Sobrenome</strong>,{' '}
          <strong>E-mail</strong> e <strong>Telefone</strong>, separadas por vírgula ou ponto e vírgula, com
          os nomes das colunas na primeira linha. Cada convidado precisa de e-mail ou telefone.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Os convidados entram na lista sem resposta: envie a cada um o seu link pessoal para que confirmem.
          Se alguma linha tiver problema, nada é importado e as linhas são listadas aqui.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadGuestImportExample}>
            Baixar arquivo de exemplo
          </Button>
          <Button variant="contained" component="label" startIcon={<UploadFileIcon />} loading={busy}>
            Escolher arquivo CSV
            <input hidden type="file" accept=".csv,text/csv" onChange={send} />
          </Button>
        </Box>
        {rejection && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ mb: rejection.problems.length > 0 ? 1 : 0 }}>
              {rejection.message}
            </Typography>
            {rejection.problems.length > 0 && (
              <Box component="ul" aria-label="Problemas na lista" sx={{ m: 0, pl: 2.5 }}>
                {rejection.problems.map((problem) => (
                  <li key={`${problem.line}-${problem.message}`}>
                    {`Linha ${problem.line}: ${problem.message}`}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
