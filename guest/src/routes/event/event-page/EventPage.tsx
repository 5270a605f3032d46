import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate, useParams } from 'react-router';
import { PageMessage } from '../../../common/PageMessage';
import { EventSite } from './components/EventSite';
import { PasswordPrompt } from './components/PasswordPrompt';
import { usePublicEvent } from './use-public-event';

/** The event page of `/:slug/*` (and of the empty route, which has no event). */
export function EventPage() {
  const { slug = '' } = useParams();
  // A new slug is a new site: its own state, password and cart.
  return <EventPageStates key={slug} slug={slug} />;
}

function EventPageStates({ slug }: { slug: string }) {
  const { state, submitPassword, retry } = usePublicEvent(slug);
  const navigate = useNavigate();

  switch (state.status) {
    case 'loading':
      return (
        <Box
          role="status"
          aria-label="Carregando"
          sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <CircularProgress aria-label="Carregando o evento" />
        </Box>
      );
    case 'not-found':
      return (
        <PageMessage
          icon={<SearchOffRounded color="primary" sx={{ fontSize: 64 }} aria-hidden />}
          title="Evento não encontrado!"
          text="Confira se o endereço está igual ao do convite que você recebeu."
        />
      );
    case 'error':
      return (
        <PageMessage
          icon={<ErrorOutlineRounded color="error" sx={{ fontSize: 64 }} aria-hidden />}
          title="Erro ao carregar o evento."
          text="Verifique sua conexão e tente de novo."
          action={
            <Button
              variant="contained"
              onClick={() => {
                navigate(slug ? `/${encodeURIComponent(slug)}` : '/');
                retry();
              }}
            >
              Voltar ao início
            </Button>
          }
        />
      );
    case 'password':
      return <PasswordPrompt error={state.error} isChecking={state.isChecking} onSubmit={submitPassword} />;
    case 'ready':
      return <EventSite event={state.event} />;
  }
}

export { EventPage as Component };
