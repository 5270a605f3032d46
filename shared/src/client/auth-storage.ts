import { stripQuotes } from '../format/strip-quotes';

/** Browser storage keys of the apps' sessions (kept as they are: signed-in browsers hold them). */
export const STORAGE_KEYS = {
  userToken: 'userToken',
  userId: 'userId',
  adminToken: 'adminToken',
  adminId: 'adminId',
} as const;

/** Who a call authenticates as: the admin panel, a host, or nobody (guests, logins). */
export type AuthKind = 'admin' | 'user' | 'none';

/** The part of `Storage` the client uses; `localStorage` fits, and so does a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type AuthData = { token: string; id: string };

const KEYS = {
  admin: { token: STORAGE_KEYS.adminToken, id: STORAGE_KEYS.adminId },
  user: { token: STORAGE_KEYS.userToken, id: STORAGE_KEYS.userId },
} as const;

/** `localStorage` when the runtime has a usable one (browsers), else undefined (server, tests). */
export function defaultStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Reading localStorage throws where storage is blocked (some private modes, sandboxed frames).
    return undefined;
  }
}

/** The stored token and id of `kind`, quotes stripped; null when either is missing or blank. */
export function readAuth(storage: KeyValueStorage | undefined, kind: 'admin' | 'user'): AuthData | null {
  if (!storage) return null;
  const token = stripQuotes(storage.getItem(KEYS[kind].token));
  const id = stripQuotes(storage.getItem(KEYS[kind].id));
  return token && id ? { token, id } : null;
}

/** Keeps a login's token and id (plain, unquoted). */
export function saveAuth(
  storage: KeyValueStorage,
  kind: 'admin' | 'user',
  auth: { token: string; id: string | number },
) {
  storage.setItem(KEYS[kind].token, auth.token);
  storage.setItem(KEYS[kind].id, String(auth.id));
}

/** Logout: removes the token and id of `kind`. */
export function clearAuth(storage: KeyValueStorage, kind: 'admin' | 'user') {
  storage.removeItem(KEYS[kind].token);
  storage.removeItem(KEYS[kind].id);
}
