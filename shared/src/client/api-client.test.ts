import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';
import { ApiError, errorMessage } from './api-error';
import { type KeyValueStorage, STORAGE_KEYS } from './auth-storage';

function memoryStorage(values: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(values));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: () => Response | Promise<Response> = () => json({ success: true, message: 'ok' })) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
  const onUnauthorized = vi.fn();
  const storage = memoryStorage({
    [STORAGE_KEYS.adminToken]: '"admin-token"',
    [STORAGE_KEYS.adminId]: '"7"',
    [STORAGE_KEYS.userToken]: "'user-token'",
    [STORAGE_KEYS.userId]: '42',
  });
  const client = createApiClient({ baseUrl: 'https://api.test/api/', storage, fetch, onUnauthorized });
  const sent = (n = 0) => {
    const [url, init] = fetch.mock.calls[n] ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { client, fetch, onUnauthorized, storage, sent };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('auth headers', () => {
  it('admin calls send the admin bearer token and X-Admin-Id, quotes stripped', async () => {
    const { client, sent } = setup();
    await client.get('/admin/me', { auth: 'admin' });
    const { url, headers, init } = sent();
    expect(url).toBe('https://api.test/api/admin/me');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
    expect(headers.get('X-Admin-Id')).toBe('7');
    expect(headers.has('X-User-Id')).toBe(false);
  });

  it('host calls send the user bearer token and X-User-Id', async () => {
    const { client, sent } = setup();
    await client.get('/users/me', { auth: 'user' });
    const { headers } = sent();
    expect(headers.get('Authorization')).toBe('Bearer user-token');
    expect(headers.get('X-User-Id')).toBe('42');
    expect(headers.has('X-Admin-Id')).toBe(false);
  });

  it('unauthenticated calls send no credentials; defaultAuth applies when a call does not say', async () => {
    const { fetch, storage, sent } = setup();
    const guest = createApiClient({ baseUrl: '/api', storage, fetch });
    await guest.get('/guests/event/ana');
    expect(sent(0).url).toBe('/api/guests/event/ana');
    expect(sent(0).headers.has('Authorization')).toBe(false);

    const admin = createApiClient({ baseUrl: '/api', storage, fetch, defaultAuth: 'admin' });
    await admin.get('/admin/me');
    expect(sent(1).headers.get('X-Admin-Id')).toBe('7');
    await admin.post('/admin/login', { email: 'a@b.co', password: 'x' }, { auth: 'none' });
    expect(sent(2).headers.has('Authorization')).toBe(false);
  });

  it('reads the stored auth data, JSON-stringified values included', () => {
    const storage = memoryStorage({ userToken: JSON.stringify('abc'), userId: JSON.stringify('9') });
    const client = createApiClient({ baseUrl: '/api', storage, fetch: vi.fn() });
    expect(client.readAuth('user')).toEqual({ token: 'abc', id: '9' });
    expect(client.readAuth('admin')).toBeNull();
  });
});

describe('client-side checks, with no network call', () => {
  it('an authenticated call without token or id', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const onlyToken = memoryStorage({ adminToken: 'abc' });
    const client = createApiClient({ baseUrl: '/api', storage: onlyToken, fetch });
    const error = await rejection(client.get('/admin/me', { auth: 'admin' }));
    expect(error.message).toBe('Dados de autenticação ausentes.');
    expect(error.kind).toBe('client');
    expect(errorMessage(error, 'Erro ao buscar eventos.')).toBe('Dados de autenticação ausentes.');
    await rejection(client.get('/users/me', { auth: 'user' }));
    const blank = createApiClient({
      baseUrl: '/api',
      storage: memoryStorage({ userToken: '""', userId: '1' }),
      fetch,
    });
    await rejection(blank.get('/users/me', { auth: 'user' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('POST and PUT without a body', async () => {
    const { client, fetch } = setup();
    for (const method of ['POST', 'PUT'] as const) {
      const error = await rejection(client.request(method, '/guests/purchase'));
      expect(error.message).toBe('Corpo da requisição é necessário');
      expect(errorMessage(error)).toBe('Corpo da requisição é necessário');
    }
    await rejection(client.post('/guests/purchase', null));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an external query without URL', async () => {
    const { client, fetch } = setup();
    const error = await rejection(client.external('GET', ''));
    expect(error.message).toBe('A URL é obrigatória.');
    await rejection(client.external('GET', '   '));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('bodies', () => {
  it('sends JSON by default', async () => {
    const { client, sent } = setup();
    await client.post('/users/login', { email: 'a@b.co', password: 'x' });
    const { init, headers } = sent();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.co","password":"x"}');
  });

  it('multipart: true sends the object as FormData without a JSON content type', async () => {
    const { client, sent } = setup();
    const image = new Blob(['png'], { type: 'image/png' });
    await client.post(
      '/admin/gifts',
      { name: 'Jogo de panelas', price: 199.9, active: true, image, description: undefined },
      { auth: 'admin', multipart: true },
    );
    const { init, headers } = sent();
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect(form.get('name')).toBe('Jogo de panelas');
    expect(form.get('price')).toBe('199.9');
    expect(form.get('active')).toBe('true');
    expect(form.get('image')).toBeInstanceOf(Blob);
    expect(form.has('description')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('a FormData passed as multipart or as body is sent as it is', async () => {
    const { client, sent } = setup();
    const form = new FormData();
    form.append('fileType', 'image');
    await client.request('POST', '/users/event-gallery/3', { auth: 'user', multipart: form });
    expect(sent(0).init.body).toBe(form);
    expect(sent(0).headers.has('Content-Type')).toBe(false);
    await client.post('/users/event-gallery/3', form, { auth: 'user' });
    expect(sent(1).init.body).toBe(form);
    expect(sent(1).headers.has('Content-Type')).toBe(false);
  });

  it('DELETE needs no body', async () => {
    const { client, sent } = setup();
    await client.delete('/admin/gifts/5', { auth: 'admin' });
    expect(sent().init.method).toBe('DELETE');
    expect(sent().init.body).toBeUndefined();
  });
});

describe('query', () => {
  it('skips undefined, null and empty values', async () => {
    const { client, sent } = setup();
    await client.get('/admin/events', {
      auth: 'admin',
      query: {
        page: 1,
        limit: 20,
        title: '',
        slug: undefined,
        id: null,
        active: false,
        startDate: '2025-01-01',
      },
    });
    expect(sent().url).toBe(
      'https://api.test/api/admin/events?page=1&limit=20&active=false&startDate=2025-01-01',
    );
  });

  it('encodes values and repeats array keys', async () => {
    const { client, sent } = setup();
    await client.get('/admin/users', { auth: 'admin', query: { name: 'Ana & João', ids: [1, 2] } });
    expect(sent().url).toBe('https://api.test/api/admin/users?name=Ana+%26+Jo%C3%A3o&ids=1&ids=2');
  });

  it('without values, no question mark', async () => {
    const { client, sent } = setup();
    await client.get('/admin/users', { auth: 'admin', query: { name: '' } });
    expect(sent().url).toBe('https://api.test/api/admin/users');
  });
});

describe('answers', () => {
  it('resolves with the parsed JSON', async () => {
    const { client } = setup(() => json({ success: true, message: 'ok', token: 't', id: 3 }));
    await expect(client.post('/users/login', {})).resolves.toEqual({
      success: true,
      message: 'ok',
      token: 't',
      id: 3,
    });
  });

  it('resolves with undefined for an empty answer and text when asked', async () => {
    const empty = setup(() => new Response(null, { status: 204 }));
    await expect(empty.client.delete('/users/messages/1/2', { auth: 'user' })).resolves.toBeUndefined();
    const log = setup(() => new Response('line 1\nline 2', { status: 200 }));
    await expect(
      log.client.get('/admin/logs/error.txt', { auth: 'admin', responseType: 'text' }),
    ).resolves.toBe('line 1\nline 2');
    expect(log.sent().headers.has('Accept')).toBe(false);
  });

  it('success: false on a 200 rejects with the server message', async () => {
    const { client } = setup(() => json({ success: false, message: 'Nenhum presente encontrado.' }));
    const error = await rejection(client.get('/users/fetch-gifts-slug', { query: { slug: 'x' } }));
    expect(error.status).toBe(200);
    expect(error.kind).toBe('envelope');
    expect(error.message).toBe('Nenhum presente encontrado.');
    expect(errorMessage(error, 'Erro ao prosseguir o cadastro')).toBe('Nenhum presente encontrado.');
  });

  it('success: false without a message uses the screen fallback', async () => {
    const { client } = setup(() => json({ success: false }));
    const error = await rejection(client.get('/x'));
    expect(error.message).toBe('Ocorreu um erro inesperado.');
    expect(errorMessage(error, 'Erro ao buscar serviços.')).toBe('Erro ao buscar serviços.');
  });

  it('a non-2xx answer carries status, server message and the whole body', async () => {
    const body = { success: false, message: 'Usuário já possui conta.', accountCreated: true };
    const { client } = setup(() => json(body, 404));
    const error = await rejection(client.post('/users/pre-register/get', { email: 'a@b.co' }));
    expect(error.status).toBe(404);
    expect(error.kind).toBe('http');
    expect(error.body).toEqual(body);
    expect(error.serverMessage).toBe('Usuário já possui conta.');
    expect(errorMessage(error, 'Erro ao buscar informações.')).toBe('Usuário já possui conta.');
  });

  it('a 404 without a server message becomes the generic text', async () => {
    const { client } = setup(() => new Response('<html>Not Found</html>', { status: 404 }));
    const error = await rejection(client.get('/admin/nothing', { auth: 'admin' }));
    expect(error.body).toBe('<html>Not Found</html>');
    expect(error.message).toBe('Algo deu errado. Tente novamente mais tarde!');
    expect(errorMessage(error, 'Erro ao buscar presente.')).toBe(
      'Algo deu errado. Tente novamente mais tarde!',
    );
  });

  it('a network failure becomes the communication text', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await rejection(client.get('/admin/me', { auth: 'admin' }));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toBe('Erro ao se comunicar com o servidor!');
    expect(errorMessage(error, 'Erro ao buscar eventos.')).toBe('Erro ao se comunicar com o servidor!');
  });

  it('any other failure without a message: screen fallback, else the default', async () => {
    const { client } = setup(() => new Response('Bad gateway', { status: 502 }));
    const error = await rejection(client.get('/admin/me', { auth: 'admin' }));
    expect(error.message).toBe('Ocorreu um erro inesperado.');
    expect(errorMessage(error, 'Erro ao buscar eventos.')).toBe('Erro ao buscar eventos.');
    expect(errorMessage(error)).toBe('Ocorreu um erro inesperado.');
  });

  it('a 2xx answer that is not JSON is a failure', async () => {
    const { client } = setup(() => new Response('<html></html>', { status: 200 }));
    const error = await rejection(client.get('/admin/me', { auth: 'admin' }));
    expect(error.kind).toBe('response');
    expect(errorMessage(error)).toBe('Ocorreu um erro inesperado.');
  });

  it('an aborted call rejects with the AbortError itself', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      init?.signal?.throwIfAborted();
      return json({ success: true, message: 'ok' });
    });
    const client = createApiClient({ baseUrl: '/api', fetch });
    controller.abort();
    const error = await client.get('/guests/event/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('401', () => {
  it('on an authenticated call calls onUnauthorized and still rejects', async () => {
    const { client, onUnauthorized } = setup(() =>
      json({ success: false, message: 'Sessão expirada.' }, 401),
    );
    const error = await rejection(client.get('/users/me', { auth: 'user' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Sessão expirada.');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('still rejects with the ApiError when the handler throws', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json({ success: false, message: 'x' }, 401));
    const storage = memoryStorage({ adminToken: 't', adminId: '1' });
    const onUnauthorized = () => {
      throw new Error('navigation failed');
    };
    const client = createApiClient({ baseUrl: '/api', storage, fetch, onUnauthorized });
    expect((await rejection(client.get('/admin/me', { auth: 'admin' }))).status).toBe(401);
  });

  it('on an unauthenticated call (a wrong login) does not', async () => {
    const { client, onUnauthorized } = setup(() =>
      json({ success: false, message: 'Credenciais inválidas.' }, 401),
    );
    const error = await rejection(client.post('/admin/login', { email: 'a@b.co', password: 'x' }));
    expect(errorMessage(error, 'Erro ao fazer login!')).toBe('Credenciais inválidas.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('external', () => {
  it('queries a full URL with no product auth and no envelope check', async () => {
    const viaCep = {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    };
    const { client, sent } = setup(() => json(viaCep));
    await expect(client.external('GET', 'https://viacep.com.br/ws/01310100/json/')).resolves.toEqual(viaCep);
    expect(sent().url).toBe('https://viacep.com.br/ws/01310100/json/');
    expect(sent().headers.has('Authorization')).toBe(false);
    expect(sent().headers.has('X-Admin-Id')).toBe(false);
  });

  it('passes headers, query and a JSON body', async () => {
    const { client, sent } = setup(() => json([{ lat: '-23.56', lon: '-46.65', name: 'Paulista' }]));
    await client.external('GET', 'https://nominatim.test/search?format=json', {
      headers: { 'Accept-Language': 'pt-BR' },
      query: { q: 'Av. Paulista, 1000', limit: 1 },
    });
    expect(sent(0).url).toBe('https://nominatim.test/search?format=json&q=Av.+Paulista%2C+1000&limit=1');
    expect(sent(0).headers.get('Accept-Language')).toBe('pt-BR');
    await client.external('POST', 'https://hooks.test/x', { body: { a: 1 } });
    expect(sent(1).init.body).toBe('{"a":1}');
    expect(sent(1).headers.get('Content-Type')).toBe('application/json');
  });

  it('a success: false answer is data there, a non-2xx still fails', async () => {
    const { client } = setup(() => json({ success: false }));
    await expect(client.external('GET', 'https://x.test')).resolves.toEqual({ success: false });
    const notFound = setup(() => json({ erro: true }, 400));
    expect((await rejection(notFound.client.external('GET', 'https://x.test'))).status).toBe(400);
  });
});

describe('call (route descriptors)', () => {
  const guestRoute = {
    method: 'PUT',
    path: '/admin/events/:id/guests/:guestId',
    auth: 'admin',
    params: z.object({ id: z.number(), guestId: z.number() }),
    body: z.object({ firstName: z.string(), phoneNumber: z.string() }),
    response: z.object({ success: z.boolean(), message: z.string() }),
  } as const;

  it('fills params, sends the body with the route auth and returns the parsed answer', async () => {
    const { client, sent } = setup(() => json({ success: true, message: 'Convidado atualizado.', extra: 1 }));
    const result = await client.call(guestRoute, {
      params: { id: 4, guestId: 9 },
      body: { firstName: 'Ana', phoneNumber: '(11) 98765-4321' },
    });
    expect(result).toEqual({ success: true, message: 'Convidado atualizado.' });
    expect(sent().url).toBe('https://api.test/api/admin/events/4/guests/9');
    expect(sent().init.method).toBe('PUT');
    expect(sent().headers.get('X-Admin-Id')).toBe('7');
  });

  it('sends the query and takes no input when nothing is required', async () => {
    const route = {
      method: 'GET',
      path: '/admin/events',
      auth: 'admin',
      query: z.object({ page: z.number().optional(), title: z.string().optional() }),
      response: z.object({ events: z.array(z.object({ id: z.number() })), totalPages: z.number() }),
    } as const;
    const { client, sent } = setup(() =>
      json({ success: true, message: '', events: [{ id: 1 }], totalPages: 1 }),
    );
    const result = await client.call(route, { query: { page: 2, title: '' } });
    expect(result.events[0]?.id).toBe(1);
    expect(sent(0).url).toBe('https://api.test/api/admin/events?page=2');
    await client.call(route);
    expect(sent(1).url).toBe('https://api.test/api/admin/events');
  });

  it('rejects an answer that does not match the response schema', async () => {
    const { client } = setup(() => json({ success: true, message: 'ok', events: 'nope' }));
    const route = {
      method: 'GET',
      path: '/admin/events',
      auth: 'admin',
      response: z.object({ events: z.array(z.unknown()) }),
    } as const;
    const error = await rejection(client.call(route));
    expect(error.kind).toBe('response');
    expect(error.status).toBe(200);
    expect(errorMessage(error, 'Erro ao buscar eventos.')).toBe('Erro ao buscar eventos.');
  });

  it('sends multipart routes as FormData', async () => {
    const route = {
      method: 'POST',
      path: '/users/event/{eventId}/upload/avatar',
      auth: 'user',
      multipart: true,
    } as const;
    const { client, sent } = setup(() => json({ success: true, message: 'ok', avatarUrl: '/a.png' }));
    await client.call(route, { params: { eventId: 3 }, body: { file: new Blob(['x']) } });
    expect(sent().url).toBe('https://api.test/api/users/event/3/upload/avatar');
    expect(sent().init.body).toBeInstanceOf(FormData);
    expect(sent().headers.get('X-User-Id')).toBe('42');
  });

  it('refuses a missing path parameter before any request', async () => {
    const { client, fetch } = setup();
    const route = { method: 'DELETE', path: '/admin/gifts/:id', auth: 'admin' } as const;
    const error = await rejection(client.call(route, { params: {} }));
    expect(error.kind).toBe('client');
    expect(fetch).not.toHaveBeenCalled();
  });
});
