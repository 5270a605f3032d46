import type { StorageConfig } from '../config';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

/** The storage STORAGE_URL names: the local disk (the embedded default) or an S3-compatible bucket. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind === 'local') return new LocalStorage(config.dir);
  // Loaded only when configured: the embedded default carries no AWS SDK in memory.
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(config);
}
