/**
 * `npm start`'s first step: builds each browser app (admin, host, guest) whose build is missing
 * or older than its sources, then writes the compressed copies the server sends
 * (apps/build-stale-apps.ts).
 *
 *   node --import tsx server/src/cli/build-stale.ts
 */
import { APP_SITES } from '../apps/app-sites';
import { buildIfStale } from '../apps/build-stale-apps';

console.log('Building the apps whose sources changed:');
const started = performance.now();
// One after another: each Vite build already uses every core.
for (const app of APP_SITES) await buildIfStale(app);
console.log(`Apps ready in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
