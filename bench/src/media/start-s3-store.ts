import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Child, startChild } from '../platform';

const BENCH_DIR = path.resolve(import.meta.dirname, '..', '..');
const BUCKET = 'celebra-media';
// The fixed pair s3rver accepts.
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export type S3Store = Child & {
  bucket: string;
  /** The variables a server needs to store its media in this bucket and stream them (proxy). */
  serverEnv: Record<string, string>;
  /** The store's own path of an object, for reading it straight from the store. */
  objectPath: (key: string) => string;
};

/** s3rver in a process of its own (media/s3-store.ts), its objects in a folder under `workDir`. */
export async function startS3Store(workDir: string): Promise<S3Store> {
  const directory = await mkdtemp(path.join(workDir, 's3-'));
  const child = await startChild(['--import', 'tsx', 'src/media/s3-store.ts'], {
    cwd: BENCH_DIR,
    env: { S3_DIRECTORY: directory, S3_BUCKET: BUCKET, NODE_ENV: 'production' },
    readyPath: `/${BUCKET}`,
  }).catch(async (error) => {
    await rm(directory, { recursive: true, force: true });
    throw error;
  });
  const query = new URLSearchParams({
    region: 'us-east-1',
    endpoint: child.url,
    forcePathStyle: 'true',
    serve: 'proxy',
  });
  return {
    ...child,
    bucket: BUCKET,
    serverEnv: { STORAGE_URL: `s3://${BUCKET}?${query}`, ...CREDENTIALS },
    objectPath: (key) => `/${BUCKET}/${key}`,
    stop: async () => {
      await child.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
