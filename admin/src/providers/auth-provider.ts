/**
 * The auth provider on the shared storage keys (adminToken, adminId; quotes stripped on read).
 * A session is checked once per token with GET /admin/me: a 401, a 404 or any other failure means
 * unauthorized, and react-admin then sends the browser to /login.
 * Logout ends the session on the server (POST /admin/logout) before forgetting it here.
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

/** The header's identity plus the panel's colours (settings), which become the theme. */
export type AdminIdentity = UserIdentity & {
  firstName: string;
  color: string;
  colorSecondary: string;
};

export type LoginCredentials = { email: string; password: string };

/** Rejecting with `message: false` redirects to /login without a "please log in" notification. */
const SILENT = { message: false } as const;

export function createAuthProvider(
  client: ApiClient,
  storage: () => KeyValueStorage | undefined = defaultStorage,
): AuthProvider {
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
      // Signing in always lands on the home page, whatever was asked before.
      return { redirectTo: '/' };
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
    checkError: async (error: { status?: number } | undefined) => {
      if (error?.status === 401) {
        forget();
        throw SILENT;
      }
    },
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
