/**
 * `npm run backup [-- <archive>]`: a hot, consistent copy of the embedded PostgreSQL of DATA_DIR
 * and of DATA_DIR/media in one .tar.gz (by default DATA_DIR/backups/celebra-<moment>.tar.gz),
 * the server running or not. With DATABASE_URL or STORAGE_URL the database's and the bucket's
 * own tools are the way (docs/deploy.md, "Backups and restores"): this refuses.
 */
import path from 'node:path';
import { type Config, loadConfig } from '../config';
import { backUpEmbedded } from './back-up-embedded';
import { describeStartFailure } from './describe-start-failure';
import { embeddedOnly } from './embedded-only';
import { RefusedError } from './refused-error';

let config: Config | undefined;
try {
  config = loadConfig();
  const { clusterDir, mediaDir } = embeddedOnly(config, 'backup');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const given = process.argv[2];
  const archive = given
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
    : path.join(config.dataDir, 'backups', `celebra-${stamp}.tar.gz`);
  const manifest = await backUpEmbedded({ clusterDir, mediaDir, archive });
  console.log(`Backup written: ${archive} (PostgreSQL ${manifest.postgresVersion}, ${manifest.createdAt}).`);
} catch (error) {
  if (error instanceof RefusedError) console.error(error.message);
  else console.error(describeStartFailure(error, config) ?? error);
  process.exitCode = 1;
}
