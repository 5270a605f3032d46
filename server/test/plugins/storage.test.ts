import { describe, expect, it } from 'vitest';
import { build } from '../helpers/build';

const t = await build();

describe('local media storage', () => {
  it('serves what it stored at its URL, cached for long', async () => {
    const url = await t.app.storage.put('gifts/abc123.txt', Buffer.from('olá'), 'text/plain');

    expect(url).toBe('/media/gifts/abc123.txt');
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('olá');
    expect(response.headers['cache-control']).toContain('immutable');
    // Kept out of image search, whatever the event page's own directive.
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it('forgets what it removed', async () => {
    const url = await t.app.storage.put('gifts/gone.txt', Buffer.from('x'), 'text/plain');

    await t.app.storage.remove(url);
    await t.app.storage.remove(url);

    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../escape.txt', '/etc/passwd', 'a/../../b', '.hidden']) {
      await expect(t.app.storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    }
  });

  it('does not serve anything outside its folder', async () => {
    for (const url of [
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/..%2fpackage.json',
    ]) {
      const response = await t.app.inject({ url });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.json().success).toBe(false);
    }
  });
});
