import { fileURLToPath } from 'node:url';

/** Screenshots and the server's log, kept after the run (gitignored). */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));
