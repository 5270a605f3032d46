/**
 * Starts the platform once for every journey (they are one story on one database) and stops it
 * with a Ctrl-C at the end, failing the run if PostgreSQL did not stop with it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS_DIR } from './artifacts';
import { startPlatform } from './platform';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://localhost:<port>; the apps are on its admin., users. and site. subdomains. */
    baseUrl: string;
    port: number;
    /** The platform's DATA_DIR (mails land in outbox/). */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const logFile = path.join(ARTIFACTS_DIR, 'server.log');
  const started = performance.now();
  const platform = await startPlatform(logFile);
  console.log(
    `Platform up at ${platform.baseUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s (log: ${logFile})`,
  );
  project.provide('baseUrl', platform.baseUrl);
  project.provide('port', platform.port);
  project.provide('dataDir', platform.dataDir);
  return () => platform.stop();
}
