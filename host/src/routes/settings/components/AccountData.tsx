import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DownloadDataDialog } from './DownloadDataDialog';

/** 'Seus dados': the host downloads everything the platform holds of them, or deletes the account. */
export function AccountData() {
  const [open, setOpen] = useState<'download' | 'delete' | null>(null);
  const close = () => setOpen(null);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="account-data-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="account-data-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Seus dados
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Baixe uma cópia de tudo o que a Celebra guarda da sua conta e do seu evento, ou exclua sua conta.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => setOpen('download')}>
          Baixar meus dados
        </Button>
        <Button variant="outlined" color="error" onClick={() => setOpen('delete')}>
          Excluir minha conta
        </Button>
      </Stack>
      {open === 'download' && <DownloadDataDialog onClose={close} />}
      {open === 'delete' && <DeleteAccountDialog onClose={close} />}
    </Paper>
  );
}
