/**
 * `npm run restore -- <archive>`: an archive of `npm run backup` put into DATA_DIR, which must be
 * fresh (no database, no media yet); then `npm start` runs on it. With DATABASE_URL or
 * STORAGE_URL this refuses: restore those with their own tools (docs/deploy.md).
 */
import path from 'node:path';
import { type Config, loadConfig } from '../config';
import { describeStartFailure } from './describe-start-failure';
import { embeddedOnly } from './embedded-only';
import { RefusedError } from './refused-error';
import { restoreEmbedded } from './restore-embedded';

let config: Config | undefined;
try {
  config = loadConfig();
  const { clusterDir, mediaDir } = embeddedOnly(config, 'restore');
  const given = process.argv[2];
  if (!given) throw new RefusedError('Usage: npm run restore -- <archive made by npm run backup>');
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const restored = await restoreEmbedded({ archive, clusterDir, mediaDir });
  console.log(
    `Restored into ${config.dataDir}: ${restored.purchases} purchases, ${restored.ledgerEntries} ledger entries. Start the server with npm start.`,
  );
} catch (error) {
  if (error instanceof RefusedError) console.error(error.message);
  else console.error(describeStartFailure(error, config) ?? error);
  process.exitCode = 1;
}
