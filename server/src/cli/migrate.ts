/**
 * `npm run db:migrate`: applies the pending migrations and exits. The server does the same at
 * every start; this is for deployments that migrate as a separate release step. A failure a person
 * can act on is one plain line (as at the server's start); anything else keeps its stack.
 */
import { type Config, loadConfig } from '../config';
import { migrateDatabase } from '../db/migrate';
import { MIGRATIONS_DIR } from '../paths';
import { describeStartFailure } from './describe-start-failure';
import { withDatabase } from './with-database';

let config: Config | undefined;
try {
  config = loadConfig();
  await withDatabase(config, migrateDatabase);
  console.log(`Migrations from ${MIGRATIONS_DIR} applied.`);
} catch (error) {
  console.error(describeStartFailure(error, config) ?? error);
  process.exitCode = 1;
}
