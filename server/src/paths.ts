import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * <repo>/, from this module's address. Every file of the server is one folder below server/:
 * src/paths.ts when run from source, dist/main.js once bundled (cli/build-server.ts), so the same
 * '../../' finds the repository either way. Paths to the repository are made here and nowhere else.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** server/drizzle: the SQL migrations drizzle-kit generates (committed, never edited by hand). */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'server', 'drizzle');
