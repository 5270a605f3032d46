import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrateDatabase } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres:// URL of the migrated template; test files clone it (helpers/build.ts). */
    templateDatabaseUrl: string;
  }
}

export const TEMPLATE_DATABASE = 'celebra_template';

/**
 * One embedded PostgreSQL for the whole run, in a temporary folder removed at the end, with a
 * migrated template database: cloning it costs a few milliseconds, migrating each file would not.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = path.join(tmpdir(), `celebra-test-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  const postgres = await startEmbeddedPostgres({
    dir: path.join(dir, 'postgres'),
    database: TEMPLATE_DATABASE,
  });
  try {
    await migrateDatabase(postgres.connectionString);
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  project.provide('templateDatabaseUrl', postgres.connectionString);
  return async () => {
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
