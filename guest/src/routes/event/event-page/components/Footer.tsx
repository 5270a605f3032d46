import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LegalLinks } from '../../../../common/legal-links';

/** The 'Ambiente seguro' footer, with the links to the privacy policy and the terms of use. */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        textAlign: 'center',
        py: 4,
        px: 2,
        pb: 12,
        color: 'text.secondary',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <LockRounded fontSize="small" color="success" aria-hidden />
        <Typography component="p" sx={{ fontWeight: 600 }}>
          Ambiente seguro
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Pagamentos processados pelo Mercado Pago. Feito com carinho pela Celebra.
      </Typography>
      <LegalLinks />
    </Box>
  );
}
