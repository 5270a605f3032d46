import { LEGAL_TEXTS } from '@celebra/shared/messages';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The host app's legal pages, open to everyone, signed in or not. */
export const PRIVACY_PATH = '/privacidade';
export const TERMS_PATH = '/termos';

/** 'Política de Privacidade · Termos de Uso': the dashboard's and the sign-up's footers. */
export function LegalLinks({ newTab = false }: { newTab?: boolean }) {
  // A new tab where leaving the page would lose what the host typed (the registration form).
  const target = newTab ? ({ target: '_blank', rel: 'noopener' } as const) : {};
  return (
    <Typography
      variant="body2"
      component="nav"
      aria-label="Documentos legais"
      align="center"
      color="text.secondary"
      sx={{ py: 2 }}
    >
      <Link component={RouterLink} to={PRIVACY_PATH} color="inherit" {...target}>
        {LEGAL_TEXTS.privacyTitle}
      </Link>
      {' · '}
      <Link component={RouterLink} to={TERMS_PATH} color="inherit" {...target}>
        {LEGAL_TEXTS.termsTitle}
      </Link>
    </Typography>
  );
}
