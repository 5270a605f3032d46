import { mkdir } from 'node:fs/promises';
import { UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { imageKeyOfLateCopy } from '../media/store-image';
import { LocalStorage } from '../storage/local-storage';
import { IMMUTABLE_CACHE_CONTROL, keyOfMediaUrl, MEDIA_PREFIX, mediaUrl } from '../storage/media-key';
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
// A missing copy's stand-in is the image itself only until the copy is made: nobody may keep it.
const STAND_IN_CACHE = 'no-store';
// Copies known to be in the bucket (serve=signed or public), so that each is looked for once per
// process, not at every request; forgotten all at once when full, to bound the memory.
const KNOWN_COPIES_MAX = 20_000;

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
      // In a context of its own, so that the hook below sees the media requests only.
      await app.register(async (media) => {
        media.addHook('onRequest', async (request, reply) => {
          const key = keyOfMediaUrl(request.url.split('?', 1)[0] ?? '');
          const image = key ? await standInFor(storage, key) : undefined;
          if (image) return sendStandIn(reply, image);
        });
        // @fastify/static resolves paths inside root only and answers ranges (videos seek on phones).
        await media.register(fastifyStatic, {
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

/**
 * The image to show instead of a copy (its 800 or 1200 px one) that is not stored yet: images kept
 * before every upload had four widths get their copies from a job (jobs/make-image-widths), and
 * until it reaches them a page's srcset must still show a picture. Undefined when the key is no
 * such copy, when the copy exists, or when the image itself is missing too (then a 404).
 */
async function standInFor(storage: Storage, key: string, copyExists?: boolean): Promise<string | undefined> {
  const image = imageKeyOfLateCopy(key);
  if (!image) return undefined;
  if (copyExists ?? (await storage.has(key))) return undefined;
  return (await storage.has(image)) ? image : undefined;
}

/** Sends the browser to the image instead of its missing copy, for this request only. */
function sendStandIn(reply: FastifyReply, image: string): FastifyReply {
  return reply.header('cache-control', STAND_IN_CACHE).redirect(mediaUrl(image), 302);
}

function serveFromS3(app: FastifyInstance, storage: S3Storage) {
  const { serve } = storage.config;
  const knownCopies = new Set<string>();

  /**
   * With serve=signed or public the browser is sent to the bucket without reading the object, so
   * a missing copy would be the bucket's error there: a copy's key is looked for first (a HEAD,
   * once per copy and process; a store that does not answer sends the browser on as before).
   */
  async function redirectStandIn(key: string): Promise<string | undefined> {
    if (!imageKeyOfLateCopy(key) || knownCopies.has(key)) return undefined;
    try {
      if (!(await storage.has(key))) return await standInFor(storage, key, false);
      if (knownCopies.size >= KNOWN_COPIES_MAX) knownCopies.clear();
      knownCopies.add(key);
    } catch {
      // The store is down: the redirect below fails at the store as any other would.
    }
    return undefined;
  }

  async function answer(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
    // The key is checked here, before the SDK sees anything a client sent.
    const key = keyOfMediaUrl(`${MEDIA_PREFIX}${request.params['*']}`);
    if (key === undefined) return reply.callNotFound();

    if (serve !== 'proxy') {
      const image = await redirectStandIn(key);
      if (image) return sendStandIn(reply, image);
    }
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
    if (!stored) {
      const image = await standInFor(storage, key, false).catch(() => undefined);
      return image ? sendStandIn(reply, image) : reply.callNotFound();
    }

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
