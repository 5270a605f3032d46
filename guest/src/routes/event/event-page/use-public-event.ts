import type { TPublicEvent } from '@celebra/shared/models';
import { useCallback, useEffect, useRef, useState } from 'react';
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
 * anything else is the error page (load-public-event.ts). When the page came with the event (an
 * open site: the server writes it in, with the first view it rendered from it), the first render
 * is the event, hydrating the server's markup, and the call is not made.
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
    import('./load-public-event')
      .then(({ loadPublicEvent }) => loadPublicEvent(slug, password, controller.signal))
      .then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.status === 'ready') {
          writeStoredPassword(slug, password);
          // The guest's writes on this site prove the password with it (site-password.ts).
          rememberSitePassword(answer.event.id, password);
        }
        if (answer.status === 'password') writeStoredPassword(slug, undefined);
        setState(answer.status === 'password' ? { ...answer, isChecking: false } : answer);
      })
      .catch((error: unknown) => {
        // The call's module itself could not be downloaded: the error page offers a retry.
        if (controller.signal.aborted) return;
        console.error('Erro ao carregar o evento.', error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [slug, password, attempt]);

  const submitPassword = useCallback((value: string) => {
    setPassword(value);
    setAttempt((n) => n + 1);
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // The event read again while its page stays on screen (the cart's checkout met a list that had
  // changed): the page is never swapped for a spinner, so nothing the guest typed is lost; a
  // failure leaves the event as it was.
  const refresh = useCallback(() => {
    import('./load-public-event')
      .then(({ loadPublicEvent }) => loadPublicEvent(slug, password, new AbortController().signal))
      .then((answer) => {
        if (answer.status === 'ready') {
          setState((current) => (current.status === 'ready' ? answer : current));
        }
      })
      .catch((error: unknown) => console.error('Erro ao carregar o evento.', error));
  }, [slug, password]);

  return { state, submitPassword, retry, refresh };
}
