import {
  apiRoutes,
  type TGuestImportProblem,
  type TUsersPreviewGuestImportResponse,
  ZUsersImportGuestsResponseSchema,
} from '@celebra/shared/api';
import { ApiError } from '@celebra/shared/client';
import { useAlert } from '@celebra/ui/alert';
import { readTextFile } from '@celebra/ui/files';
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
import { api } from '../../../common/api';
import { downloadGuestImportExample } from './guest-import-example';
import { ImportPreview } from './ImportPreview';

type TRejection = { message: string; problems: TGuestImportProblem[] };
type TPreview = { fileName: string; csv: string; result: TUsersPreviewGuestImportResponse };

/**
 * Why nothing can be imported, as the server words it: the import's refusal (its message and each
 * line's problem), or a file it could not read (its message alone); null for any other failure.
 */
function rejectionOf(error: unknown): TRejection | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = ZUsersImportGuestsResponseSchema.safeParse(error.body);
  if (parsed.success) return { message: parsed.data.message, problems: parsed.data.errors };
  return error.status === 400 && error.serverMessage ? { message: error.serverMessage, problems: [] } : null;
}

const importLabel = (total: number) =>
  total === 1 ? 'Importar 1 convidado' : `Importar ${total} convidados`;

type Props = { eventId: number; open: boolean; onClose: () => void; onImported: () => void };

/**
 * 'Importar lista (CSV)': explains the columns, offers an example file, reads the chosen file
 * (UTF-8 or Excel's Windows-1252, see readTextFile) and shows what it would import, its columns
 * and first guests, with the server's own checks; only 'Importar N convidados' stores them. A file
 * with any bad line imports nothing: the lines' problems are listed here and the dialog stays open
 * for a corrected file.
 */
export function ImportGuestsDialog({ eventId, open, onClose, onImported }: Props) {
  const alert = useAlert();
  const [reading, setReading] = useState(false);
  const [importing, setImporting] = useState(false);
  const [preview, setPreview] = useState<TPreview | null>(null);
  const [rejection, setRejection] = useState<TRejection | null>(null);

  const close = () => {
    setPreview(null);
    setRejection(null);
    onClose();
  };

  const fail = (error: unknown, fallback: string) => {
    const refused = rejectionOf(error);
    if (refused) setRejection(refused);
    else alert.error(error, fallback);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that picking the same (corrected) file again fires a change.
    input.value = '';
    if (!file) return;
    setReading(true);
    setPreview(null);
    setRejection(null);
    try {
      const csv = await readTextFile(file);
      const result = await api.call(apiRoutes.usersPreviewGuestImport, {
        params: { eventId },
        body: { csv },
      });
      setPreview({ fileName: file.name, csv, result });
      if (result.errors.length > 0) setRejection({ message: result.message, problems: result.errors });
    } catch (error) {
      fail(error, 'Erro ao ler a lista de convidados.');
    } finally {
      setReading(false);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setImporting(true);
    try {
      const answer = await api.call(apiRoutes.usersImportGuests, {
        params: { eventId },
        body: { csv: preview.csv },
      });
      close();
      onImported();
      alert.success(answer.message);
    } catch (error) {
      // Refused now (a guest answered on the site since the preview): the preview no longer holds.
      setPreview(null);
      fail(error, 'Erro ao importar a lista de convidados.');
    } finally {
      setImporting(false);
    }
  };

  const ready = preview !== null && preview.result.errors.length === 0 && preview.result.total > 0;

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
          Antes de importar, você confere as colunas e os primeiros convidados. Os convidados entram na lista
          sem resposta: envie a cada um o seu link pessoal para que confirmem. Se alguma linha tiver problema,
          nada é importado e as linhas são listadas aqui.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadGuestImportExample}>
            Baixar arquivo de exemplo
          </Button>
          <Button
            variant={preview ? 'outlined' : 'contained'}
            component="label"
            startIcon={<UploadFileIcon />}
            loading={reading}
            disabled={importing}
          >
            Escolher arquivo CSV
            <input hidden type="file" accept=".csv,text/csv" onChange={choose} />
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
        {ready && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {preview.result.message}
          </Alert>
        )}
        {preview && <ImportPreview fileName={preview.fileName} preview={preview.result} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importing}>
          Fechar
        </Button>
        {ready && (
          <Button variant="contained" onClick={confirm} loading={importing}>
            {importLabel(preview.result.total)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
