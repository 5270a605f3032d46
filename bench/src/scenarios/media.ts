import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import type { BenchContext } from '../context';
import { type Host, signInDemoHost } from '../demo-host';
import { type LoadResult, measure } from '../load';
import { makePhotos } from '../media/make-photos';
import { type S3Store, startS3Store } from '../media/start-s3-store';
import { type Child, rssBytes, startServer } from '../platform';
import { kb, loadTable, mb, type Section, target } from '../report';

const PHOTOS = 12;
const CONNECTIONS = 20;
const MEDIA_PREFIX = '/media/';
// What a phone's browser sends for an <img>.
const IMAGE_HEADERS = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
const RANGE_BYTES = 1024;
const MB = 1024 * 1024;

type GalleryItem = { id: number; url: string };
type Photo = { id: number; key: string; bytes: Buffer };

async function listGallery(url: string, host: Host): Promise<GalleryItem[]> {
  const response = await fetch(`${url}/api/users/event-gallery/${host.eventId}`, { headers: host.headers });
  const body = (await response.json()) as { gallery?: GalleryItem[] };
  if (response.status !== 200 || !body.gallery)
    throw new Error(`the gallery list answered ${response.status}`);
  return body.gallery;
}

/**
 * Each photo through POST /users/event-gallery/{eventId} as the host site sends it (the type
 * first, then the file), so it is re-encoded and stored in the bucket as the product stores it.
 * `onAdded` hears of each item as soon as it exists, so a failure later still removes it.
 */
async function uploadPhotos(
  url: string,
  host: Host,
  photos: Buffer[],
  onAdded: (item: GalleryItem) => void,
): Promise<void> {
  const known = new Set((await listGallery(url, host)).map((item) => item.id));
  for (const [n, photo] of photos.entries()) {
    const form = new FormData();
    form.append('fileType', 'image');
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), `foto-${n + 1}.jpg`);
    const response = await fetch(`${url}/api/users/event-gallery/${host.eventId}`, {
      method: 'POST',
      headers: host.headers,
      body: form,
    });
    const body = (await response.json()) as { gallery?: GalleryItem[]; message?: string };
    if (response.status !== 200 || !body.gallery)
      throw new Error(`the gallery upload answered ${response.status}: ${body.message}`);
    // The answer is the whole gallery: the new item is the one not seen before.
    for (const item of body.gallery.filter((item) => !known.has(item.id))) {
      known.add(item.id);
      onAdded(item);
    }
  }
}

/** The stored key behind a gallery URL (relative or absolute). */
function keyOf(url: string): string {
  const { pathname } = new URL(url, 'http://localhost');
  if (!pathname.startsWith(MEDIA_PREFIX)) throw new Error(`${url} is not a stored medium`);
  return pathname.slice(MEDIA_PREFIX.length);
}

/** Each photo's bytes as the store holds them: what the server must answer. */
async function readStored(store: S3Store, items: GalleryItem[]): Promise<Photo[]> {
  return Promise.all(
    items.map(async (item) => {
      const key = keyOf(item.url);
      const response = await fetch(`${store.url}${store.objectPath(key)}`);
      if (response.status !== 200) throw new Error(`the store answered ${response.status} for ${key}`);
      return { id: item.id, key, bytes: Buffer.from(await response.arrayBuffer()) };
    }),
  );
}

/** How many photos the server answers 200 with the object's Content-Length and bytes. */
async function countWholeAnswers(server: Child, photos: Photo[]): Promise<number> {
  let right = 0;
  for (const photo of photos) {
    const response = await fetch(`${server.url}${MEDIA_PREFIX}${photo.key}`, { headers: IMAGE_HEADERS });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (
      response.status === 200 &&
      response.headers.get('content-length') === String(photo.bytes.length) &&
      bytes.equals(photo.bytes)
    )
      right++;
  }
  return right;
}

/** How many photos the server answers a Range of their first KB with 206 and that part. */
async function countRangeAnswers(server: Child, photos: Photo[]): Promise<number> {
  let right = 0;
  for (const photo of photos) {
    const response = await fetch(`${server.url}${MEDIA_PREFIX}${photo.key}`, {
      headers: { ...IMAGE_HEADERS, range: `bytes=0-${RANGE_BYTES - 1}` },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (
      response.status === 206 &&
      response.headers.get('content-length') === String(RANGE_BYTES) &&
      response.headers.get('content-range') === `bytes 0-${RANGE_BYTES - 1}/${photo.bytes.length}` &&
      bytes.equals(photo.bytes.subarray(0, RANGE_BYTES))
    )
      right++;
  }
  return right;
}

/** The photos round-robin at CONNECTIONS connections; `notOk` counts answers other than 200. */
async function load(ctx: BenchContext, child: Child, paths: string[]) {
  let notOk = 0;
  const result = await measure({
    url: child.url,
    pid: child.pid,
    connections: CONNECTIONS,
    seconds: ctx.seconds,
    request: (n) => ({ path: paths[n % paths.length] ?? '/', headers: IMAGE_HEADERS }),
    onResponse: (_id, status) => {
      if (status !== 200) notOk++;
    },
  });
  return { result, notOk };
}

async function removePhotos(url: string, host: Host, items: GalleryItem[], log: (line: string) => void) {
  for (const item of items) {
    const response = await fetch(`${url}/api/users/event-gallery/${host.eventId}/media/${item.id}`, {
      method: 'DELETE',
      headers: host.headers,
    }).catch(() => undefined);
    if (response?.status !== 200) log(`media: gallery item ${item.id} could not be removed`);
  }
}

type Measured = {
  celebra: LoadResult;
  store: LoadResult;
  notOk: number;
  photos: Photo[];
  whole: number;
  ranges: number;
  /** The server's memory once started, and once the uploads are done (before the load). */
  startedRss: number;
  uploadedRss: number;
};

/**
 * s3rver, a second platform server on the bench platform's database storing its media in it
 * (STORAGE_URL, serve=proxy), the demo host's photos uploaded through it, then the load. The
 * photos leave the demo gallery and both processes stop at the end, whatever happened.
 */
async function measureMedia(ctx: BenchContext): Promise<Measured> {
  ctx.log('media: generating the photos, starting s3rver and a server storing in it');
  const jpegs = await makePhotos(PHOTOS);
  const store = await startS3Store(ctx.workDir);
  try {
    const dataDir = await mkdtemp(path.join(ctx.workDir, 'media-server-'));
    const server = await startServer(
      ctx.mock,
      () => ({
        DATA_DIR: dataDir,
        DATABASE_URL: ctx.platform.databaseUrl,
        NODE_ENV: 'production',
        SEED: 'none',
        ...store.serverEnv,
      }),
      path.join(dataDir, 'server.log'),
    );
    const added: GalleryItem[] = [];
    let host: Host | undefined;
    try {
      const startedRss = await rssBytes(server.pid);
      host = await signInDemoHost(server.url);
      ctx.log(`media: uploading ${PHOTOS} photos to the demo gallery`);
      await uploadPhotos(server.url, host, jpegs, (item) => added.push(item));
      const photos = await readStored(store, added);
      const whole = await countWholeAnswers(server, photos);
      const ranges = await countRangeAnswers(server, photos);
      const uploadedRss = await rssBytes(server.pid);
      ctx.log('media: Celebra');
      const celebra = await load(
        ctx,
        server,
        photos.map((photo) => `${MEDIA_PREFIX}${photo.key}`),
      );
      ctx.log('media: s3rver');
      const direct = await load(
        ctx,
        store,
        photos.map((photo) => store.objectPath(photo.key)),
      );
      return {
        celebra: celebra.result,
        store: direct.result,
        notOk: celebra.notOk,
        photos,
        whole,
        ranges,
        startedRss,
        uploadedRss,
      };
    } finally {
      if (host) await removePhotos(server.url, host, added, ctx.log);
      await server.stop();
    }
  } finally {
    await store.stop();
  }
}

export async function mediaSections(ctx: BenchContext): Promise<Section[]> {
  const { celebra, store, notOk, photos, whole, ranges, startedRss, uploadedRss } = await measureMedia(ctx);
  const sizes = photos.map((photo) => photo.bytes.length);
  const average = sizes.reduce((sum, size) => sum + size, 0) / Math.max(1, sizes.length);
  return [
    {
      title: 'Gallery photos from the object store',
      setup: `GET /media/{key} of ${photos.length} gallery photos the demo host uploaded through the gallery (stored by the server as WebP, ${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))}, ${kb(average)} on average) round-robin, ${CONNECTIONS} connections, ${ctx.seconds} s after a 2 s warm-up, from a second platform server on the same database whose media are in an S3 bucket (s3rver 3.7 in a process of its own) and streamed through it (STORAGE_URL serve=proxy); beside it, the same objects read straight from s3rver, the floor the proxy cannot go under. Before the load each photo is read once through the server (200, its Content-Length, its bytes) and once with a Range of its first ${RANGE_BYTES} bytes (206); the server's RSS, ${mb(startedRss)} once started, was then ${mb(uploadedRss)}, the uploads having loaded sharp and decoded the photos.`,
      table: loadTable([
        { subject: 'Celebra: GET /media/{key}, proxied', result: celebra },
        { subject: 's3rver: GET /{bucket}/{key}', result: store, baseline: celebra },
      ]),
      targets: [
        target('whole answers: 200, Content-Length, bytes', whole, photos.length, String, true),
        target('Range answers: 206, Content-Range, bytes', ranges, photos.length, String, true),
        target('errors', celebra.errors, 0, String),
        target('answers under load other than 200', notOk, 0, String),
        // The proxy repeats the store's own work (an HTTP exchange carrying the same bytes) on the
        // same two cores as the store: costing as much again halves the throughput and, the load
        // being closed, doubles the latency. More than that is the server's path costing more
        // than the store. (An absolute latency would measure s3rver, a test store at ~200 req/s.)
        target('throughput vs s3rver', celebra.rps / store.rps, 0.5, (v) => `${(v * 100).toFixed(0)}%`, true),
        target('p99 vs s3rver', celebra.p99 / store.p99, 2, (v) => `${v.toFixed(2)}×`),
        // Streamed, 20 photos in flight hold a few MB: the load adds sockets and stream buffers only.
        target('server RSS added by this load', celebra.maxRssBytes - uploadedRss, 40 * MB, mb),
        // The pages' 200 MB budget (memoryTarget) and 50 MB for the AWS SDK and the streams.
        target('server RSS under this load', celebra.maxRssBytes, 250 * MB, mb),
      ],
    },
  ];
}
