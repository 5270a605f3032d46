import { guestsGetLegalRoute, type TGuestsGetLegalResponse } from '@celebra/shared/api';
import { LEGAL_TEXTS } from '@celebra/shared/messages';
import { LegalText } from '@celebra/ui/legal';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { api } from '../../../common/api';
import { LegalLinks } from '../../../common/legal-links';

export type TLegalDocument = 'privacy' | 'terms';

type TState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; legal: TGuestsGetLegalResponse };

/**
 * `/privacidade` and `/termos`: the text in force, read from the server (the administrator's or
 * the platform's default). Rendered as text, heading by heading and paragraph by paragraph: the
 * administrator's text never becomes HTML.
 */
export function LegalPage({ document }: { document: TLegalDocument }) {
  const [state, setState] = useState<TState>({ status: 'loading' });
  const title = document === 'privacy' ? LEGAL_TEXTS.privacyTitle : LEGAL_TEXTS.termsTitle;

  useEffect(() => {
    let current = true;
    api
      .call(guestsGetLegalRoute)
      .then((legal) => current && setState({ status: 'ready', legal }))
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    window.document.title = title;
  }, [title]);

  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {state.status === 'loading' && <CircularProgress aria-label={LEGAL_TEXTS.loading} />}
      {state.status === 'failed' && <Typography role="alert">{LEGAL_TEXTS.loadFailed}</Typography>}
      {state.status === 'ready' && (
        <LegalText
          text={document === 'privacy' ? state.legal.privacyPolicy : state.legal.termsOfUse}
          dataController={state.legal.dataController}
          version={state.legal.version}
        />
      )}
      <Box component="footer" sx={{ mt: 4, color: 'text.secondary' }}>
        <LegalLinks />
      </Box>
    </Container>
  );
}

/** The lazy route's export (guest/src/App.tsx). */
export const Component = LegalPage;
