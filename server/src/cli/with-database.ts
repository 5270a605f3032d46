import type { Config } from '../config';
import { startEmbeddedPostgres } from '../db/embedded';

/**
 * Runs `task` on the configured database: DATABASE_URL, or the embedded PostgreSQL of DATA_DIR
 * (the one a running server started, or started here just for the task and stopped after).
 */
export async function withDatabase<T>(
  config: Config,
  task: (connectionString: string) => Promise<T>,
): Promise<T> {
  if (config.database.kind === 'external') return task(config.database.url);
  const embedded = await startEmbeddedPostgres({
    dir: config.database.dir,
    database: 'celebra',
    attachIfRunning: true,
  });
  try {
    return await task(embedded.connectionString);
  } finally {
    await embedded.stop();
  }
}
