import {
  type ApiClient,
  type ApiClientOptions,
  clearAuth,
  createApiClient,
  defaultStorage,
} from '@celebra/shared/client';

/** The API address: '/api' on the back office's own origin unless VITE_API_URL says otherwise. */
export const API_URL = import.meta.env.VITE_API_URL || '/api';

/**
 * The shared API client as the back office uses it: every call authenticates as the administrator
 * unless its route says otherwise, and a 401 forgets the stored session. The auth provider's
 * checkError then sends the browser to /login.
 */
export function createAdminApiClient(options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseUrl: API_URL,
    defaultAuth: 'admin',
    onUnauthorized: () => {
      const storage = options.storage ?? defaultStorage();
      if (storage) clearAuth(storage, 'admin');
    },
    ...options,
  });
}
