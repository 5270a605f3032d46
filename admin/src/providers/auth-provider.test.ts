import { API_MESSAGES, ApiError, type KeyValueStorage } from '@celebra/shared/client';
import { describe, expect, it, vi } from 'vitest';
import { createAdminApiClient } from './api-client';
import { type AdminIdentity, createAuthProvider } from './auth-provider';

function memoryStorage(values: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(values));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const admin = {
  id: 1,
  firstName: 'Helena',
  lastName: 'Duarte',
  email: 'admin@celebra.dev',
  avatarUrl: '/media/a.webp',
};
const me = { success: true, message: 'OK', admin, color: '#112233', colorSecondary: '#445566' };

function setup(values: Record<string, string>, answer: () => Response) {
  const storage = memoryStorage(values);
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
  const client = createAdminApiClient({ storage, fetch });
  return { auth: createAuthProvider(client, () => storage), fetch, storage };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('auth provider', () => {
  it('login posts e-mail and password unauthenticated and stores adminToken and adminId', async () => {
    const { auth, fetch, storage } = setup({}, () =>
      json({ success: true, message: 'Login realizado com sucesso.', token: 'tok', admin }),
    );
    // No redirect of its own: react-admin returns to the page that asked for the login.
    await expect(auth.login({ email: 'admin@celebra.dev', password: 'celebra123' })).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/admin/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@celebra.dev', password: 'celebra123' });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(storage.map.get('adminToken')).toBe('tok');
    expect(storage.map.get('adminId')).toBe('1');
  });

  it('a failed login rejects with the server message', async () => {
    const { auth, storage } = setup({}, () =>
      json({ success: false, message: 'Credenciais inválidas.' }, 401),
    );
    await expect(auth.login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      message: 'Credenciais inválidas.',
    });
    expect(storage.map.has('adminToken')).toBe(false);
  });

  it('checkAuth: no stored session is unauthorized without a request', async () => {
    const { auth, fetch } = setup({ adminToken: 'tok' }, () => json(me));
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checkAuth asks GET /admin/me once per token, with the quoted values stripped', async () => {
    const { auth, fetch } = setup({ adminToken: '"tok"', adminId: '"1"' }, () => json(me));
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/admin/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(new Headers(init?.headers).get('X-Admin-Id')).toBe('1');
  });

  it('checkAuth: a 401, a 404 or any failure is unauthorized', async () => {
    for (const answer of [
      () => json({ success: false, message: 'x' }, 401),
      () => json({ success: false, message: 'x' }, 404),
      () => new Response('oops', { status: 500 }),
    ]) {
      const { auth } = setup({ adminToken: 'tok', adminId: '1' }, answer);
      await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    }
  });

  it('checkError: a 401 forgets the session and announces its end, and the call still fails to its caller', async () => {
    const { auth, storage } = setup({ adminToken: 'tok', adminId: '1' }, () => json(me));
    const ended = vi.fn();
    auth.onSessionEnd(ended);
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(storage.map.has('adminToken')).toBe(true);
    expect(ended).not.toHaveBeenCalled();
    // Resolving keeps react-admin from answering the failed call with an empty record (a "success").
    await expect(auth.checkError(new ApiError('Não autorizado.', 401))).resolves.toBeUndefined();
    expect(storage.map.has('adminToken')).toBe(false);
    expect(storage.map.has('adminId')).toBe(false);
    expect(ended).toHaveBeenCalledOnce();
  });

  it("checkError: no token stored ('Dados de autenticação ausentes.') ends the session too", async () => {
    const { auth } = setup({}, () => json(me));
    const ended = vi.fn();
    const unsubscribe = auth.onSessionEnd(ended);
    await auth.checkError(new ApiError(API_MESSAGES.missingAuth, 0, undefined, 'client'));
    expect(ended).toHaveBeenCalledOnce();
    await auth.checkError(new ApiError('Corpo da requisição é necessário', 0, undefined, 'client'));
    expect(ended).toHaveBeenCalledOnce();
    unsubscribe();
    await auth.checkError({ status: 401 });
    expect(ended).toHaveBeenCalledOnce();
  });

  it('logout ends the session on the server, then clears the token and id and leads to /login', async () => {
    const { auth, fetch, storage } = setup({ adminToken: 'tok', adminId: '1' }, () =>
      json({ success: true, message: 'Logout realizado com sucesso.' }),
    );
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/admin/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(new Headers(init?.headers).get('X-Admin-Id')).toBe('1');
    expect(storage.map.size).toBe(0);
  });

  it('logout still signs out here when the server cannot be reached or refuses the token', async () => {
    for (const answer of [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json({ success: false, message: 'Não autorizado.' }, 401),
      () => new Response('oops', { status: 500 }),
    ]) {
      const { auth, fetch, storage } = setup({ adminToken: 'tok', adminId: '1' }, answer);
      await expect(auth.logout({})).resolves.toBe('/login');
      expect(fetch).toHaveBeenCalledOnce();
      expect(storage.map.size).toBe(0);
    }
  });

  it('logout without a stored session asks nothing of the server', async () => {
    const { auth, fetch } = setup({}, () => json(me));
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("getIdentity gives the header's first name and avatar and the panel's colours", async () => {
    const { auth } = setup({ adminToken: 'tok', adminId: '1' }, () => json(me));
    const identity = (await auth.getIdentity?.()) as AdminIdentity;
    expect(identity).toEqual({
      id: 1,
      fullName: 'Helena',
      firstName: 'Helena',
      avatar: '/media/a.webp',
      color: '#112233',
      colorSecondary: '#445566',
    });
  });
});
