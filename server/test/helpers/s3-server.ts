import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// s3rver ships no types; this is the part of its API used here.
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void>; httpServer: Server };
type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

export type S3Server = {
  /** The store's endpoint, http://127.0.0.1:<port>. */
  url: string;
  bucket: string;
  /** The credentials s3rver accepts (its fixed pair), also set in this process's environment. */
  accessKeyId: string;
  secretAccessKey: string;
  /** A STORAGE_URL for this store; serve=public points its publicUrl at the store's bucket. */
  storageUrl: (serve?: 'proxy' | 'signed' | 'public', prefix?: string) => string;
  /** Whether the store holds an object under `key` (with the prefix, if any), read off its disk. */
  hasObject: (key: string) => Promise<boolean>;
  /** Stops the store (a store that is down) and removes its files. */
  close: () => Promise<void>;
};

const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver) on a free port of 127.0.0.1, its objects in a temporary
 * folder, with one bucket. The SDK finds its credentials in the environment, as in production:
 * they are set here for the test process (and passed by tests that start server processes).
 */
export async function startS3Server(bucket = 'celebra-media'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'celebra-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  process.env.AWS_ACCESS_KEY_ID = ACCESS_KEY_ID;
  process.env.AWS_SECRET_ACCESS_KEY = SECRET_ACCESS_KEY;

  let closed = false;
  return {
    url,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    storageUrl: (serve = 'proxy', prefix = '') => {
      const query = new URLSearchParams({
        region: 'us-east-1',
        endpoint: url,
        forcePathStyle: 'true',
        serve,
      });
      if (serve === 'public') query.set('publicUrl', `${url}/${bucket}`);
      return `s3://${bucket}${prefix ? `/${prefix}` : ''}?${query}`;
    },
    // s3rver keeps each object in a folder named after its key, with the bytes in `object`.
    hasObject: (key) =>
      stat(path.join(directory, bucket, `${key}._S3rver_object`)).then(
        () => true,
        () => false,
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      const closing = server.close();
      // The SDK keeps connections alive; a stopped store must drop them, as a crashed one would.
      server.httpServer.closeAllConnections();
      await closing;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
