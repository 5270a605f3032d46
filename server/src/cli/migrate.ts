/**
 * `npm run db:migrate`: applies the pending migrations and exits. The server does the same at
 * every start; this is for deployments that migrate as a separate step.
 */
import { ConfigError, loadConfig } from '../config';
import { migrateDatabase } from '../db/migrate';
import { MIGRATIONS_DIR } from '../paths';
import { withDatabase } from './with-database';

try {
  const config = loadConfig();
  await withDatabase(config, migrateDatabase);
  console.log(`Migrations from ${MIGRATIONS_DIR} applied.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
