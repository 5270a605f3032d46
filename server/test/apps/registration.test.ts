import { describe, expect, it } from 'vitest';
import { build } from '../helpers/build';

// The real app (app.ts): the apps plugin sits beside the API without changing it. Whether the
// repository's apps are built does not matter to these answers.
const t = await build({ PORT: '3000' });

describe('the apps plugin in the real app', () => {
  it('leaves the API answering on every host, its 404 included', async () => {
    for (const host of [
      'localhost:3000',
      'admin.localhost:3000',
      'users.localhost:3000',
      'site.localhost:3000',
    ]) {
      const health = await t.app.inject({ url: '/api/health', headers: { host } });
      expect(health.statusCode, host).toBe(200);
      expect(health.json()).toMatchObject({ success: true });

      const unknown = await t.app.inject({ url: '/api/nada', headers: { host } });
      expect(unknown.statusCode, host).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: 'Rota não encontrada.' });

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { host },
        payload: {},
      });
      expect(login.statusCode, host).toBe(400);
      expect(login.json()).toMatchObject({ success: false });
    }
  });

  it('shows the index on a plain host, without demo logins where the demo is not seeded', async () => {
    const response = await t.app.inject({ url: '/', headers: { host: 'localhost:3000' } });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http://site.localhost:3000/&#60;link-do-evento&#62;');
    expect(response.body).toContain('Painel administrativo');
    expect(response.body).not.toContain('celebra123');
  });

  it('keeps the catch-all out of the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });
});
