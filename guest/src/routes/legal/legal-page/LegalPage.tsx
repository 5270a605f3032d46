import { guestsGetLegalRoute, type TGuestsGetLegalResponse } from '@celebra/shared/api';
import { legalTextBlocks } from '@celebra/shared/legal';
import { LEGAL_TEXTS } from '@celebra/shared/messages';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
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

function LegalText({
  text,
  dataController,
  version,
}: Pick<TGuestsGetLegalResponse, 'dataController' | 'version'> & { text: string }) {
  const blocks = legalTextBlocks(text);
  return (
    <article>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {LEGAL_TEXTS.version(version)}
      </Typography>
      {blocks.map((block, index) => {
        const key = `${index}-${block.kind}`;
        if (block.kind === 'heading')
          return (
            <Typography key={key} variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
              {block.text}
            </Typography>
          );
        if (block.kind === 'item')
          return (
            <Typography key={key} component="p" sx={{ pl: 2, mb: 0.5 }}>
              • {block.text}
            </Typography>
          );
        return (
          <Typography key={key} component="p" sx={{ mb: 1.5 }}>
            {block.text}
          </Typography>
        );
      })}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {LEGAL_TEXTS.dataControllerHeading}
      </Typography>
      {dataController ? (
        <Typography component="p">
          {dataController.name} — <Link href={`mailto:${dataController.email}`}>{dataController.email}</Link>
        </Typography>
      ) : (
        <Typography component="p">{LEGAL_TEXTS.dataControllerMissing}</Typography>
      )}
    </article>
  );
}

/** The lazy route's export (guest/src/App.tsx). */
export const Component = LegalPage;
