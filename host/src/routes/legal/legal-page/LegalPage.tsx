import { apiRoutes, type TGuestsGetLegalResponse } from '@celebra/shared/api';
import { legalTextBlocks } from '@celebra/shared/legal';
import { LEGAL_TEXTS } from '@celebra/shared/messages';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../../common/api';
import { LegalLinks, PRIVACY_PATH } from '../../../common/legal/LegalLinks';

/**
 * `/privacidade` and `/termos`, public: the text in force, read from the server (the
 * administrator's or the platform's default). Rendered as text, heading by heading and paragraph
 * by paragraph: the administrator's text never becomes HTML.
 */
export function LegalPage() {
  const { pathname } = useLocation();
  const isPrivacy = pathname.replace(/\/+$/, '') === PRIVACY_PATH;
  const title = isPrivacy ? LEGAL_TEXTS.privacyTitle : LEGAL_TEXTS.termsTitle;
  const legal = useQuery({
    queryKey: ['legal'],
    queryFn: () => api.call(apiRoutes.guestsGetLegal),
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {legal.isPending && <CircularProgress aria-label={LEGAL_TEXTS.loading} />}
      {legal.isError && <Typography role="alert">{LEGAL_TEXTS.loadFailed}</Typography>}
      {legal.data && (
        <LegalText
          text={isPrivacy ? legal.data.privacyPolicy : legal.data.termsOfUse}
          dataController={legal.data.dataController}
          version={legal.data.version}
        />
      )}
      <Box component="footer" sx={{ mt: 4 }}>
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
  return (
    <article>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {LEGAL_TEXTS.version(version)}
      </Typography>
      {legalTextBlocks(text).map((block, index) => {
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
