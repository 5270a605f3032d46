import { CONSENT_NOTES, LEGAL_TEXTS } from '@celebra/shared/messages';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** The guest site's legal pages (the same origin serves them: guest/src/common/router.tsx). */
export const PRIVACY_PATH = '/privacidade';
export const TERMS_PATH = '/termos';

// A new tab: the visitor reads the text without losing the form or the cart they were filling in.
const newTab = { target: '_blank', rel: 'noopener' } as const;

/** 'Política de Privacidade · Termos de Uso', for the site's footer. */
export function LegalLinks() {
  return (
    <Typography variant="body2" component="nav" aria-label="Documentos legais" sx={{ mt: 1 }}>
      <Link href={PRIVACY_PATH} color="inherit" {...newTab}>
        {LEGAL_TEXTS.privacyTitle}
      </Link>
      {' · '}
      <Link href={TERMS_PATH} color="inherit" {...newTab}>
        {LEGAL_TEXTS.termsTitle}
      </Link>
    </Typography>
  );
}

/**
 * The note under a form's button: what the form sends, to whom and why, and the link to the
 * policy. Sending the form is the consent the server records (the texts' version of that moment).
 */
export function ConsentNote({ form, sx }: { form: keyof typeof CONSENT_NOTES; sx?: object }) {
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={sx}>
      {CONSENT_NOTES[form]}{' '}
      <Link href={PRIVACY_PATH} {...newTab}>
        {LEGAL_TEXTS.privacyTitle}
      </Link>
      .
    </Typography>
  );
}
