import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { LocalStorage, MEDIA_PREFIX } from '../storage/local-storage';
import type { Storage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** `app.storage`, and for local disk the GET /media/* route that serves what it stored. */
export default fp<{ storage: Storage }>(
  async (app, { storage }) => {
    app.decorate('storage', storage);
    if (!(storage instanceof LocalStorage)) return;
    await mkdir(storage.root, { recursive: true });
    // @fastify/static resolves paths inside root only and answers ranges (videos seek on phones).
    // Keys are unique and never rewritten, so a year of caching is safe.
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
    });
  },
  { name: 'storage' },
);
