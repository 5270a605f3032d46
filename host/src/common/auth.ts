import { usersAccountRoutes } from '@celebra/shared/api';
import { clearAuth, defaultStorage, isApiError, saveAuth } from '@celebra/shared/client';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api } from './api';
import { sessionAtom, type TSession } from './session';

/** Asks the server who the stored token belongs to: 401, 404 or any failure means signed out. */
export async function checkSession(): Promise<TSession> {
  if (!api.readAuth('user')) return { status: 'signed-out' };
  try {
    const { user, event } = await api.call(usersAccountRoutes.usersMe);
    return { status: 'signed-in', user, event };
  } catch (error) {
    // A token the server refuses is dead: drop it. A network failure keeps it for the next visit.
    if (isApiError(error) && (error.status === 401 || error.status === 404)) forgetSession();
    return { status: 'signed-out' };
  }
}

/** Runs the check and stores its outcome; the login calls it once the token is saved. */
export function useRefreshSession() {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(async () => {
    const session = await checkSession();
    setSession(session);
    return session;
  }, [setSession]);
}

export function rememberSession(auth: { token: string; id: number }) {
  const storage = defaultStorage();
  if (storage) saveAuth(storage, 'user', auth);
}

export function forgetSession() {
  const storage = defaultStorage();
  if (storage) clearAuth(storage, 'user');
}

/**
 * Logout: ends the session on the server (POST /users/logout), so the token is dead
 * wherever it was copied to, then removes the stored token and id and reloads the app at its
 * root. Best effort: a failure (no network, a token already ended) still signs out here.
 */
export async function signOut(): Promise<void> {
  if (api.readAuth('user'))
    await api.call(usersAccountRoutes.usersLogout, { body: {} }).catch(() => undefined);
  forgetSession();
  window.location.replace('/');
}

/** signOut for click handlers and effects, which expect nothing back. */
export function logout(): void {
  void signOut();
}
