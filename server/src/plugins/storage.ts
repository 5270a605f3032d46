import { mkdir } from 'node:fs/promises';
import { UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LocalStorage } from '../storage/local-storage';
import { IMMUTABLE_CACHE_CONTROL, keyOfMediaUrl, MEDIA_PREFIX } from '../storage/media-key';
import type { S3Storage } from '../storage/s3-storage';
import type { Storage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

// Photos of an event are found on its pages, which are kept out of search engines unless the host
// asks otherwise: the photos are kept out of image search always. A link preview still reads them
// (the directive is about indexing, not fetching).
const MEDIA_ROBOTS = 'noindex';

// A signed URL expires (15 minutes): its redirect is kept by this browser only, for less than that.
const SIGNED_REDIRECT_CACHE = 'private, max-age=600';
// The public base of a bucket or CDN could move; a week of caching the redirect is still most of
// the gain.
const PUBLIC_REDIRECT_CACHE = 'public, max-age=604800';

/**
 * `app.storage`, and GET /media/* serving what it stored. The URLs mean the same whatever the
 * storage: the local disk serves its files; an S3 bucket is streamed through the server (proxy)
 * or the browser is sent to the store (signed, public).
 */
export default fp<{ storage: Storage }>(
  async (app, { storage }) => {
    app.decorate('storage', storage);
    if (storage instanceof LocalStorage) {
      await mkdir(storage.root, { recursive: true });
      // @fastify/static resolves paths inside root only and answers ranges (videos seek on phones).
      await app.register(fastifyStatic, {
        root: storage.root,
        prefix: MEDIA_PREFIX,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        maxAge: '365d',
        immutable: true,
        setHeaders: (response) => response.setHeader('x-robots-tag', MEDIA_ROBOTS),
      });
      return;
    }
    if (isS3Storage(storage)) serveFromS3(app, storage);
  },
  { name: 'storage' },
);

/**
 * Whether a storage is the S3 one (create-storage.ts), told by its serving methods: S3Storage is
 * imported as a type only, so the embedded default never loads the AWS SDK.
 */
function isS3Storage(storage: Storage): storage is S3Storage {
  return 'get' in storage && 'signedUrl' in storage && 'config' in storage;
}

function serveFromS3(app: FastifyInstance, storage: S3Storage) {
  const { serve } = storage.config;

  async function answer(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
    // The key is checked here, before the SDK sees anything a client sent.
    const key = keyOfMediaUrl(`${MEDIA_PREFIX}${request.params['*']}`);
    if (key === undefined) return reply.callNotFound();

    if (serve === 'public') {
      return reply
        .header('cache-control', PUBLIC_REDIRECT_CACHE)
        .redirect(storage.publicUrl(key) as string, 302);
    }
    if (serve === 'signed') {
      return reply.header('cache-control', SIGNED_REDIRECT_CACHE).redirect(await storage.signedUrl(key), 302);
    }

    const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
    let stored: Awaited<ReturnType<S3Storage['get']>>;
    try {
      stored = await storage.get(key, range);
    } catch (error) {
      // The store is down or refuses us: nothing the client did, and worth trying again soon.
      request.log.warn({ err: error, key }, 'the media store could not be read');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ success: false, message: UNAVAILABLE_MESSAGE });
    }
    if (!stored) return reply.callNotFound();

    reply
      .header('cache-control', IMMUTABLE_CACHE_CONTROL)
      .header('x-robots-tag', MEDIA_ROBOTS)
      .header('accept-ranges', 'bytes')
      .header('content-type', stored.contentType);
    if (stored.etag) reply.header('etag', stored.etag);
    if (stored.lastModified) reply.header('last-modified', stored.lastModified.toUTCString());

    if (stored.etag && matchesEtag(request.headers['if-none-match'], stored.etag)) {
      stored.body.destroy();
      reply.removeHeader('content-type');
      return reply.status(304).send();
    }
    reply.header('content-length', stored.contentLength);
    if (stored.range) {
      reply
        .status(206)
        .header('content-range', `bytes ${stored.range.start}-${stored.range.end}/${stored.totalLength}`);
    }
    if (request.method === 'HEAD') {
      stored.body.destroy();
      return reply.send();
    }
    return reply.send(stored.body);
  }

  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PREFIX}*`,
    handler: answer,
  });
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for a GET). */
function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return [header]
    .flat()
    .flatMap((value) => value.split(','))
    .some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}
