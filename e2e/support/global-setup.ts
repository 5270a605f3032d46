/**
 * Starts the platform once for every journey (`npm start` on a throw-away DATA_DIR, its log kept
 * in artifacts/server.log) and stops it with a Ctrl-C at the end, failing the run if PostgreSQL
 * did not stop with it. The workers find it through the environment (support/platform-env.ts).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ARTIFACTS_DIR } from './artifacts';
import { startPlatform } from './platform';
import { PLATFORM_ENV } from './platform-env';

export default async function globalSetup() {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const logFile = path.join(ARTIFACTS_DIR, 'server.log');
  const started = performance.now();
  const platform = await startPlatform(logFile);
  console.log(
    `Platform up at ${platform.baseUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s (log: ${logFile})`,
  );
  process.env[PLATFORM_ENV.baseUrl] = platform.baseUrl;
  process.env[PLATFORM_ENV.port] = String(platform.port);
  process.env[PLATFORM_ENV.dataDir] = platform.dataDir;
  return () => platform.stop();
}
