import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError, type DomainErrorCode } from '../../src/domain/errors/domain-error';
import { HttpError } from '../../src/http/http-error';
import { adminHeaders, createTestAdmin } from '../helpers/accounts';
import { build } from '../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);

// Routes that misbehave on purpose, registered before the app's first request.
t.app.get('/api/test/boom', async () => {
  throw new Error('segredo interno: conexão perdida');
});
t.app.get('/api/test/refused', async () => {
  throw new HttpError(409, 'Este slug já está em uso.');
});
t.app.get<{ Params: { code: DomainErrorCode } }>('/api/test/domain/:code', async (request) => {
  throw new DomainError(request.params.code, `Recusado: ${request.params.code}.`);
});
t.app.post(
  '/api/test/items/:id',
  {
    schema: {
      params: z.object({ id: z.coerce.number().int() }),
      body: z.object({ items: z.array(z.object({ quantity: z.number() })) }),
    },
  },
  async () => ({ ok: true }),
);

describe('the error envelope', () => {
  it('answers 500 with a generic message and no details, and logs the error', async () => {
    const response = await t.app.inject({ url: '/api/test/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Erro interno do servidor.' });
    expect(response.body).not.toContain('segredo');

    const log = await readFile(t.config.errorLogPath, 'utf8');
    expect(log).toContain('segredo interno: conexão perdida');
  });

  it('offers the error log to administrators as a text download', async () => {
    await t.app.inject({ url: '/api/test/boom' });

    const response = await t.app.inject({
      url: '/api/admin/logs/error.txt',
      headers: await adminHeaders(t.db, admin.id),
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="error-log.txt"');
    expect(response.body).toContain('segredo interno: conexão perdida');
  });

  it('passes the message of an HttpError through', async () => {
    const response = await t.app.inject({ url: '/api/test/refused' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Este slug já está em uso.' });
  });

  it("answers a domain error with its code's status and its message, whatever the code", async () => {
    const statuses: Record<DomainErrorCode, number> = {
      invalid: 400,
      unauthenticated: 401,
      forbidden: 403,
      'not-found': 404,
      conflict: 409,
      'too-many': 429,
      'provider-failed': 502,
      busy: 503,
    };
    for (const [code, status] of Object.entries(statuses)) {
      const response = await t.app.inject({ url: `/api/test/domain/${code}` });
      expect([code, response.statusCode]).toEqual([code, status]);
      expect(response.json()).toEqual({ success: false, message: `Recusado: ${code}.` });
    }
    // Busy: the client (and a proxy) may try again soon, as for any 503.
    const busy = await t.app.inject({ url: '/api/test/domain/busy' });
    expect(busy.headers['retry-after']).toBe('5');
  });

  it('names an invalid field by its Portuguese label, in the body or the path', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/test/items/1',
      payload: { items: [{ quantity: 'dois' }] },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ success: false, message: 'O campo Quantidade do presente 1 é inválido.' });

    const params = await t.app.inject({ method: 'POST', url: '/api/test/items/abc', payload: { items: [] } });
    expect(params.json()).toEqual({ success: false, message: 'O campo ID é inválido.' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'JSON inválido.' });
  });

  it('answers an unsupported content type with 415 and a body too large with 413', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ success: false, message: 'Tipo de conteúdo não suportado.' });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ success: false, message: 'Arquivo/requisição muito grande.' });
  });

  it('answers an unknown route with 404', async () => {
    for (const url of ['/api/nada', '/api/admin/nada', '/nada']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Rota não encontrada.' });
    }
  });
});
