/**
 * The event call of the site (GET /guests/event/{slug}) and what its answer means for the page.
 * Loaded only when the page did not come with its event (a protected site, a retry, another
 * slug): the API client and the contract's schemas stay out of the first view's script.
 */
import { guestsGetEventRoute } from '@celebra/shared/api';
import { errorMessage, isApiError } from '@celebra/shared/client';
import type { TPublicEvent } from '@celebra/shared/models';
import { api } from '../../../common/api';

export type TEventLoad =
  | { status: 'ready'; event: TPublicEvent }
  | { status: 'not-found' }
  | { status: 'error' }
  /** 401: the site has a password; `error` is the server's answer to a wrong one, if one was sent. */
  | { status: 'password'; error: string | null };

export async function loadPublicEvent(
  slug: string,
  password: string | undefined,
  signal: AbortSignal,
): Promise<TEventLoad> {
  try {
    const { event } = await api.call(guestsGetEventRoute, {
      params: { slug },
      query: password ? { password } : {},
      signal,
    });
    return { status: 'ready', event };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { status: 'not-found' };
    if (isApiError(error) && error.status === 401) {
      return { status: 'password', error: password ? errorMessage(error) : null };
    }
    if (!signal.aborted) console.error('Erro ao carregar o evento.', error);
    return { status: 'error' };
  }
}
