import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageMessage } from '../../../common/PageMessage';
import { useNavigate } from '../../../common/router';
import { EventSite } from './components/EventSite';
import { usePublicEvent } from './use-public-event';

// Only protected sites ask for a password, and only after the event call answered 401: its text
// field (and the select, menu and popover code MUI's TextField brings) stays out of the first view.
const PasswordPrompt = lazy(() =>
  import('./components/PasswordPrompt').then((m) => ({ default: m.PasswordPrompt })),
);

/** The event page of `/:slug/*` (and of the empty route, whose slug is '': no event). */
export function EventPage({ slug }: { slug: string }) {
  // A new slug is a new site: its own state, password and cart.
  return <EventPageStates key={slug} slug={slug} />;
}

function EventPageStates({ slug }: { slug: string }) {
  const { state, submitPassword, retry, refresh } = usePublicEvent(slug);
  const navigate = useNavigate();

  switch (state.status) {
    case 'loading':
      return <Loading />;
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
      return (
        <Suspense fallback={<Loading />}>
          <PasswordPrompt error={state.error} isChecking={state.isChecking} onSubmit={submitPassword} />
        </Suspense>
      );
    case 'ready':
      return <EventSite event={state.event} onListChanged={refresh} />;
  }
}

// The server sends the event's answer with the page (a preload hint), so it is usually here as
// soon as the scripts run: a spinner would only flash. It shows when the wait is a real one.
const SPINNER_DELAY_MS = 400;

function Loading() {
  const [isSlow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Box
      role="status"
      aria-label="Carregando"
      sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      {isSlow && <CircularProgress aria-label="Carregando o evento" />}
    </Box>
  );
}
