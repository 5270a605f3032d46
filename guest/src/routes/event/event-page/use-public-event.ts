import { guestsGetEventRoute } from '@celebra/shared/api';
import { errorMessage, isApiError } from '@celebra/shared/client';
import type { TPublicEvent } from '@celebra/shared/models';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../common/api';
import { findEmbeddedEvent, forgetEmbeddedEvent } from './embedded-event';
import { readStoredPassword, rememberSitePassword, writeStoredPassword } from './site-password';

export type TEventState =
  | { status: 'loading' }
  | { status: 'ready'; event: TPublicEvent }
  | { status: 'not-found' }
  | { status: 'error' }
  /** The site has a password: `error` is the server's answer to a wrong one. */
  | { status: 'password'; error: string | null; isChecking: boolean };

/**
 * The event of the site (GET /guests/event/{slug}): loading, then ready; a 404
 * is not found, a 401 asks for the site password (then the call goes again with ?password=),
 * anything else is the error page. When the page came with the event (an open site: the server
 * writes it in, with the first view it paints before this runs), the first render is the event,
 * so React replaces the server's first view with the same page, and the call is not made.
 */
export function usePublicEvent(slug: string) {
  const [state, setState] = useState<TEventState>(() => {
    const event = findEmbeddedEvent(slug);
    return event ? { status: 'ready', event } : { status: 'loading' };
  });
  // The slug whose event came with the page: for it, the first attempt is already answered.
  const pageSlug = useRef(state.status === 'ready' ? slug : undefined);
  const [password, setPassword] = useState(() => readStoredPassword(slug));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    forgetEmbeddedEvent();
    // The page's event is the first attempt's answer (also when StrictMode runs this twice);
    // another slug shown by the same page is called for as usual.
    if (pageSlug.current === slug && attempt === 0) return;
    if (!slug) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => {
      if (previous.status === 'password' && password) return { ...previous, isChecking: true };
      // Already loading (the first call): the same state, no render for nothing.
      return previous.status === 'loading' ? previous : { status: 'loading' };
    });
    api
      .call(guestsGetEventRoute, {
        params: { slug },
        query: password ? { password } : {},
        signal: controller.signal,
      })
      .then(({ event }) => {
        writeStoredPassword(slug, password);
        // The guest's writes on this site prove the password with it (site-password.ts).
        rememberSitePassword(event.id, password);
        setState({ status: 'ready', event });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) {
          setState({ status: 'not-found' });
        } else if (isApiError(error) && error.status === 401) {
          writeStoredPassword(slug, undefined);
          setState({ status: 'password', error: password ? errorMessage(error) : null, isChecking: false });
        } else {
          console.error('Erro ao carregar o evento.', error);
          setState({ status: 'error' });
        }
      });
    return () => controller.abort();
  }, [slug, password, attempt]);

  const submitPassword = useCallback((value: string) => {
    setPassword(value);
    setAttempt((n) => n + 1);
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, submitPassword, retry };
}
