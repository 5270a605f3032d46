import type { TGuestImportField, TUsersPreviewGuestImportResponse } from '@celebra/shared/api';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** The guest fields by the names the import's columns have in the example file and the list. */
const FIELD_LABELS: Record<TGuestImportField, string> = {
  firstName: 'Nome',
  lastName: 'Sobrenome',
  email: 'E-mail',
  phoneNumber: 'Telefone',
};

type Props = { fileName: string; preview: TUsersPreviewGuestImportResponse };

/**
 * What the chosen file would import, before anything is stored: each of its columns and the field
 * it fills (or that it is left out), the first guests exactly as they would be stored (the name
 * split, the phone formatted: what the server read, accents included) and how many there are.
 */
export function ImportPreview({ fileName, preview }: Props) {
  const { columns, guests, total } = preview;
  const more = total - guests.length;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Confira antes de importar
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`Arquivo: ${fileName}`}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }} id="import-columns-title">
        Colunas do arquivo
      </Typography>
      <Box component="ul" aria-labelledby="import-columns-title" sx={{ m: 0, pl: 2.5 }}>
        {columns.map((column, index) => (
          // Two columns may carry the same header; their place in the file tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the header row does not change order.
          <Typography component="li" variant="body2" key={index}>
            {`${column.header || `(coluna ${index + 1})`} → ${column.field ? FIELD_LABELS[column.field] : 'não importada'}`}
          </Typography>
        ))}
      </Box>
      {guests.length > 0 && (
        <TableContainer sx={{ mt: 1, maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-label="Primeiros convidados do arquivo">
            <TableHead>
              <TableRow>
                <TableCell>Linha</TableCell>
                <TableCell>Nome</TableCell>
                <TableCell>Sobrenome</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Telefone</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {guests.map((guest) => (
                <TableRow key={guest.line}>
                  <TableCell>{guest.line}</TableCell>
                  <TableCell>{guest.firstName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line' }}>{guest.lastName}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{guest.email}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{guest.phoneNumber}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {more === 1 ? '… e mais 1 convidado.' : `… e mais ${more} convidados.`}
        </Typography>
      )}
    </Box>
  );
}
