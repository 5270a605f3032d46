import { apiRoutes } from '@celebra/shared/api';
import { LEGAL_TEXTS } from '@celebra/shared/messages';
import { LegalText } from '@celebra/ui/legal';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../common/api';
import { LegalLinks, PRIVACY_PATH } from '../../common/legal/LegalLinks';

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
