/**
 * When the administrator's session is over: the server answered 401 (the token expired or was
 * ended elsewhere), or there is no token to send at all (removed from the browser's storage, the
 * client's 'Dados de autenticação ausentes.'). Either way only signing in again helps.
 */
import { API_MESSAGES, isApiError } from '@celebra/shared/client';

export function isSessionEnded(error: unknown): boolean {
  if (isApiError(error)) {
    return error.status === 401 || (error.kind === 'client' && error.message === API_MESSAGES.missingAuth);
  }
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}

export type SessionEndListener = () => void;

/** Who wants to know that the session ended (the layout, which leads to the login page). */
export function createSessionEndSignal() {
  const listeners = new Set<SessionEndListener>();
  return {
    emit() {
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: SessionEndListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
