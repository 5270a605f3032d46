import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

/**
 * Under a form filled from this device's kept name and e-mail (guest-contact.ts): says so, and
 * offers to forget them.
 */
export function RememberedNote({ onForget, sx }: { onForget: () => void; sx?: SxProps<Theme> }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ...sx }}>
      <Typography variant="body2" color="text.secondary">
        Preenchido com os dados salvos neste aparelho.
      </Typography>
      <Button size="small" onClick={onForget} sx={{ minHeight: 44 }}>
        Não lembrar meus dados
      </Button>
    </Box>
  );
}
