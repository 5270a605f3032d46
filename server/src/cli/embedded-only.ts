import type { Config } from '../config';
import { RefusedError } from './refused-error';

/**
 * The embedded database's and the local media's folders, which `npm run backup` and `npm run
 * restore` work on; an external database or a bucket is refused, naming their own tools.
 */
export function embeddedOnly(
  config: Config,
  verb: 'backup' | 'restore',
): { clusterDir: string; mediaDir: string } {
  if (config.database.kind !== 'embedded')
    throw new RefusedError(
      `DATABASE_URL is set: ${verb} that database with its own tools (pg_dump and pg_restore, or the provider's point-in-time recovery); see docs/deploy.md, "Backups and restores".`,
    );
  if (config.storage.kind !== 'local')
    throw new RefusedError(
      `STORAGE_URL is set: the media are in the bucket, kept by its versioning and mirror; see docs/deploy.md, "Backups and restores".`,
    );
  return { clusterDir: config.database.dir, mediaDir: config.storage.dir };
}
