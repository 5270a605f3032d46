import { createApiClient } from '@celebra/shared/client';

/** The API address: the app's own origin unless VITE_API_URL points elsewhere. */
export const API_BASE_URL = import.meta.env.VITE_API_URL || '/api';

let unauthorizedHandler: (() => void) | undefined;

/** What to do when an authenticated call answers 401 (the session ended): set by the auth gate. */
export function onUnauthorized(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

/** Tells the auth gate the session ended (also used by the upload, which does not go through the client). */
export function notifyUnauthorized() {
  try {
    unauthorizedHandler?.();
  } catch {
    // The caller still gets its 401 error, whatever the handler does.
  }
}

/**
 * The host app's API client: calls authenticate as the host (Bearer userToken + X-User-Id from
 * localStorage) unless their route says otherwise (login, pre-registration, wizard catalogue).
 */
export const api = createApiClient({
  baseUrl: API_BASE_URL,
  defaultAuth: 'user',
  onUnauthorized: notifyUnauthorized,
});
