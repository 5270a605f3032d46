import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressDist } from '../../src/apps/compress-dist';
import { BUNDLE, BUNDLE_PATH, buildAppsFixture, indexHtml } from './fixture';

const t = await buildAppsFixture();

function get(host: string, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
}

describe('the host name picks the app', () => {
  it('serves each built app on its prefix, on any port and domain', async () => {
    const admin = await get('admin.localhost:3000', '/');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toBe(indexHtml('admin'));

    const site = await get('site.localhost:3400', '/');
    expect(site.body).toBe(indexHtml('guest'));

    const production = await get('admin.celebra.com.br', '/');
    expect(production.body).toBe(indexHtml('admin'));
  });

  it('answers a clear Portuguese page, not a crash, for an app not built yet', async () => {
    const response = await get('users.localhost:3000', '/login');

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Painel do anfitrião: o aplicativo ainda não foi compilado.');
    expect(response.body).toContain('npm run build --workspace host');
    expect(response.body).toContain('npm start');
  });

  it('starts serving a build made while the server runs', async () => {
    const host = t.sites.find((site) => site.workspace === 'host');
    if (!host) throw new Error('no host app in the list');
    await mkdir(host.distDir, { recursive: true });
    await writeFile(path.join(host.distDir, 'index.html'), indexHtml('host'));

    const response = await get('users.localhost:3000', '/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml('host'));
  });
});

describe('client-side routes', () => {
  it("answer the app's index.html, never cached", async () => {
    for (const url of ['/ana-e-pedro', '/page/checkout-success?event=ana-e-pedro', '/a/b/c.d']) {
      const response = await get('site.localhost:3000', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml('guest'));
    }
  });

  it('never reach a dotfile or a file outside the build', async () => {
    for (const url of [
      '/.env',
      '/..%2f..%2fpackage.json',
      '/assets/../../.env',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await get('site.localhost:3000', url);
      expect(response.body, url).toBe(indexHtml('guest'));
    }
  });

  it('leave a missing hashed asset a 404, not an HTML page', async () => {
    const response = await get('site.localhost:3000', '/assets/index-Gone0000.js');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Rota não encontrada.' });
  });
});

describe('built files', () => {
  it('are cached for a year under assets/ and revalidated elsewhere', async () => {
    const asset = await get('site.localhost:3000', BUNDLE_PATH);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);

    const favicon = await get('site.localhost:3000', '/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    const index = await get('admin.localhost:3000', '/index.html');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('are sent precompressed as the browser accepts, brotli first', async () => {
    const br = await get('site.localhost:3000', BUNDLE_PATH, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

    const gzip = await get('site.localhost:3000', BUNDLE_PATH, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);

    const plain = await get('site.localhost:3000', BUNDLE_PATH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('answer HEAD and conditional requests', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: BUNDLE_PATH,
      headers: { host: 'site.localhost' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');

    const first = await get('site.localhost:3000', '/ana-e-pedro');
    const etag = String(first.headers.etag);
    const again = await get('site.localhost:3000', '/ana-e-pedro', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('get their compressed copies once: a second pass writes nothing', async () => {
    const guest = t.sites.find((site) => site.workspace === 'guest');
    if (!guest) throw new Error('no guest app in the list');
    expect(await compressDist(guest.distDir)).toBe(0);
  });
});

describe('/api and /media', () => {
  it('answer on every host, and an unknown API path keeps the JSON 404', async () => {
    for (const host of [
      'localhost:3000',
      'admin.localhost:3000',
      'users.localhost:3000',
      'site.localhost:3000',
    ]) {
      const health = await get(host, '/api/health');
      expect(health.statusCode, host).toBe(200);
      expect(health.json()).toEqual({ success: true, message: 'ok' });

      for (const url of ['/api', '/api/nada', '/api/users/nada?x=1', '/media/nada.webp']) {
        const unknown = await get(host, url);
        expect(unknown.statusCode, `${host}${url}`).toBe(404);
        expect(unknown.json()).toEqual({ success: false, message: 'Rota não encontrada.' });
      }
      const post = await t.app.inject({ method: 'POST', url: '/api/nada', headers: { host } });
      expect(post.json()).toEqual({ success: false, message: 'Rota não encontrada.' });
    }
  });

  it('serves stored media on the app hosts too', async () => {
    await mkdir(path.join(t.mediaDir, 'gifts'), { recursive: true });
    await writeFile(path.join(t.mediaDir, 'gifts', 'a1.webp'), 'webp');

    for (const host of ['localhost:3000', 'site.localhost:3000', 'users.localhost:3000']) {
      const response = await get(host, '/media/gifts/a1.webp');
      expect(response.statusCode, host).toBe(200);
      expect(response.body).toBe('webp');
    }
  });
});

describe('a plain host', () => {
  it('shows the index with the three apps on the configured port and the demo logins', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000']) {
      const response = await get(host, '/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<html lang="pt-BR">');
      expect(response.body).toContain('href="http://admin.localhost:3000"');
      expect(response.body).toContain('href="http://users.localhost:3000"');
      expect(response.body).toContain('href="http://site.localhost:3000/ana-e-pedro"');
      expect(response.body).toContain('Contas de demonstração');
      expect(response.body).toContain('admin@celebra.dev');
      expect(response.body).toContain('ana@celebra.dev');
    }
  });

  it('keeps the JSON 404 for any other path', async () => {
    const response = await get('localhost:3000', '/ana-e-pedro');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Rota não encontrada.' });
  });
});

describe('a plain host without the demo', async () => {
  const bare = await buildAppsFixture({ SEED: 'none', PORT: '8080' });

  it('lists the apps without logins', async () => {
    const response = await bare.app.inject({ url: '/', headers: { host: 'localhost:8080' } });
    expect(response.body).toContain('href="http://admin.localhost:8080"');
    expect(response.body).toContain('http://site.localhost:8080/&#60;link-do-evento&#62;');
    expect(response.body).not.toContain('Contas de demonstração');
    expect(response.body).not.toContain('celebra123');
  });
});

describe('a plain host in production, even when SEED asks for the demo', async () => {
  const production = await buildAppsFixture({
    NODE_ENV: 'production',
    SEED: 'auto',
    PORT: '8080',
    PUBLIC_URL: 'https://celebra.example',
    MERCADOPAGO_API_URL: 'https://api.mercadopago.example',
    MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-real-token',
    MERCADOPAGO_WEBHOOK_SECRET: 'real-secret',
  });

  it('shows no demo logins nor the demo event', async () => {
    const response = await production.app.inject({ url: '/', headers: { host: 'localhost:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('href="https://admin.celebra.example"');
    expect(response.body).not.toContain('Contas de demonstração');
    expect(response.body).not.toContain('admin@celebra.dev');
    expect(response.body).not.toContain('celebra123');
    expect(response.body).not.toContain('ana-e-pedro');
  });
});
