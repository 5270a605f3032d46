/**
 * The browser storage of a signed-in session of the host dashboard or of the admin panel. Both
 * apps keep their session in localStorage (a token and an id, under the keys the shared client
 * reads) and Lighthouse cannot type a login, so the bench signs in through the API and hands
 * these entries to the browser before Lighthouse opens the page.
 */
import { DEMO_ADMIN_LOGIN, DEMO_HOST_LOGIN } from '../../../server/src/apps/demo';

// The keys of the shared client's STORAGE_KEYS (shared/src/client/auth-storage.ts), written out:
// that module is typed for browsers, and the bench compiles without the DOM's types.
const STORAGE_KEYS = {
  userToken: 'userToken',
  userId: 'userId',
  adminToken: 'adminToken',
  adminId: 'adminId',
} as const;

async function postLogin(url: string, credentials: { email: string; password: string }): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (response.status !== 200) throw new Error(`POST ${url} answered ${response.status}.`);
  return response.json();
}

/** The localStorage entries of the demo host signed in to the host dashboard. */
export async function signInDemoHost(platformUrl: string): Promise<Record<string, string>> {
  const body = (await postLogin(`${platformUrl}/api/users/login`, DEMO_HOST_LOGIN)) as {
    token?: string;
    id?: number;
  };
  if (!body.token || !body.id) throw new Error('The host login gave no token.');
  return { [STORAGE_KEYS.userToken]: body.token, [STORAGE_KEYS.userId]: String(body.id) };
}

/** The localStorage entries of the demo administrator signed in to the admin panel. */
export async function signInDemoAdmin(platformUrl: string): Promise<Record<string, string>> {
  const body = (await postLogin(`${platformUrl}/api/admin/login`, DEMO_ADMIN_LOGIN)) as {
    token?: string;
    admin?: { id: number };
  };
  if (!body.token || !body.admin) throw new Error('The admin login gave no token.');
  return { [STORAGE_KEYS.adminToken]: body.token, [STORAGE_KEYS.adminId]: String(body.admin.id) };
}
