import { apiRoutes } from '@celebra/shared/api';
import { describe, expect, it } from 'vitest';
import { build } from '../helpers/build';

const t = await build();

describe('GET /api/openapi.json', () => {
  it('lists the API routes with their schemas', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/login',
        '/api/admin/me',
        '/api/users/login',
        '/api/users/me',
        '/api/admin/logs/error.txt',
        '/api/health',
      ]),
    );
    const login = document.paths['/api/admin/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(login.responses['200']).toBeDefined();
  });
});

describe('the OpenAPI document and the shared route table', () => {
  it('lists every call of the route table (both specs, the user update, the webhook, geo) with its method', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const missing = Object.entries(apiRoutes)
      .map(([key, route]) => ({ key, method: route.method.toLowerCase(), path: toOpenApiPath(route.path) }))
      .filter(({ method, path }) => !document.paths[path]?.[method]);

    expect(missing).toEqual([]);
  });

  it('has the calls the issues name explicitly', () => {
    const calls = new Set(Object.values(apiRoutes).map((route) => `${route.method} ${route.path}`));
    for (const call of [
      'PUT /admin/users/:id',
      'GET /admin/transactions/:id/info',
      'GET /users/events/:eventId/payout-requests',
      'POST /payments/webhook',
      'GET /geo/cep/:cep',
      'GET /geo/search',
    ]) {
      expect(calls).toContain(call);
    }
  });
});

/** '/admin/events/:id' → '/api/admin/events/{id}', as @fastify/swagger writes paths. */
function toOpenApiPath(path: string): string {
  return `/api${path.replace(/:(\w+)/g, '{$1}')}`;
}
