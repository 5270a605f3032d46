/**
 * The auth provider on the shared storage keys (adminToken, adminId; quotes stripped on read).
 * A session is checked once per token with GET /admin/me: a 401, a 404 or any other failure means
 * unauthorized, and react-admin then sends the browser to /login.
 * Logout ends the session on the server (POST /admin/logout) before forgetting it here.
 *
 * A call that finds the session over (a 401, or no token stored) is not turned into a logout by
 * checkError: react-admin would then resolve the failed call with an empty record, and a save
 * that never happened would read as a success ('Evento atualizado com sucesso!') or as react-admin's
 * English 'Invalid dataProvider response…'. The call fails to its caller instead, and the session's
 * end is announced to `onSessionEnd`'s listeners (the layout's SessionEndRedirect), which keep what
 * was typed, say so and lead to the login page, back to the same page after signing in.
 */
import { apiRoutes, type TAdminMeResponse } from '@celebra/shared/api';
import {
  type ApiClient,
  clearAuth,
  defaultStorage,
  type KeyValueStorage,
  saveAuth,
} from '@celebra/shared/client';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { createSessionEndSignal, isSessionEnded, type SessionEndListener } from './session-end';

/** The header's identity plus the panel's colours (settings), which become the theme. */
export type AdminIdentity = UserIdentity & {
  firstName: string;
  color: string;
  colorSecondary: string;
};

export type LoginCredentials = { email: string; password: string };

/** react-admin's auth provider, and who is told when a call finds the session over. */
export type CelebraAuthProvider = AuthProvider & {
  onSessionEnd(listener: SessionEndListener): () => void;
};

/** The session-end subscription of an auth provider that has one (tests may pass a plain fake). */
export function sessionEndOf(provider: AuthProvider | undefined | null) {
  const candidate = provider as Partial<CelebraAuthProvider> | undefined | null;
  return typeof candidate?.onSessionEnd === 'function' ? candidate.onSessionEnd.bind(candidate) : undefined;
}

/** Rejecting with `message: false` redirects to /login without a "please log in" notification. */
const SILENT = { message: false } as const;

export function createAuthProvider(
  client: ApiClient,
  storage: () => KeyValueStorage | undefined = defaultStorage,
): CelebraAuthProvider {
  const sessionEnd = createSessionEndSignal();
  let session: { token: string; me: Promise<TAdminMeResponse> } | null = null;

  function forget() {
    session = null;
    const store = storage();
    if (store) clearAuth(store, 'admin');
  }

  /** GET /admin/me for the stored token, asked once per token. */
  function me(): Promise<TAdminMeResponse> {
    const auth = client.readAuth('admin');
    if (!auth) return Promise.reject(SILENT);
    if (session?.token !== auth.token) {
      const pending = client.call(apiRoutes.adminMe);
      session = { token: auth.token, me: pending };
      pending.catch(() => {
        if (session?.me === pending) session = null;
      });
    }
    return session.me;
  }

  return {
    login: async ({ email, password }: LoginCredentials) => {
      const answer = await client.call(apiRoutes.adminLogin, { body: { email, password } });
      const store = storage();
      if (store) saveAuth(store, 'admin', { token: answer.token, id: answer.admin.id });
      session = null;
      // No redirect of its own: react-admin returns to the page that sent the browser to the login
      // (a link opened before signing in, the page where the session expired), else the home page.
    },
    logout: async () => {
      // 'Sair' ends the session on the server first, so the token is dead wherever it was copied
      // to. Best effort: a failure (no network, a token already ended) still signs out here.
      // Without a stored token (react-admin logs out after a 401) there is nothing to end.
      if (client.readAuth('admin')) {
        await client.call(apiRoutes.adminLogout, { body: {} }).catch(() => undefined);
      }
      forget();
      return '/login';
    },
    checkAuth: async () => {
      try {
        await me();
      } catch {
        throw SILENT;
      }
    },
    checkError: async (error: unknown) => {
      if (isSessionEnded(error)) {
        forget();
        sessionEnd.emit();
      }
    },
    onSessionEnd: (listener) => sessionEnd.subscribe(listener),
    getIdentity: async (): Promise<AdminIdentity> => {
      const { admin, color, colorSecondary } = await me();
      return {
        id: admin.id,
        fullName: admin.firstName,
        firstName: admin.firstName,
        ...(admin.avatarUrl ? { avatar: admin.avatarUrl } : {}),
        color,
        colorSecondary,
      };
    },
    getPermissions: async () => undefined,
  };
}
