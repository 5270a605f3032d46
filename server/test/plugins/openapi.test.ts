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
