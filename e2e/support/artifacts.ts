import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The run's results, traces, videos, screenshots, report and the server's log, kept after the run
 * (gitignored): e2e/artifacts/, or E2E_ARTIFACTS_DIR for a second run beside one in progress.
 */
export const ARTIFACTS_DIR = process.env.E2E_ARTIFACTS_DIR
  ? // A relative one from where the command was typed (npm runs the workspace's script in e2e/).
    path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.E2E_ARTIFACTS_DIR)
  : fileURLToPath(new URL('../artifacts/', import.meta.url));
