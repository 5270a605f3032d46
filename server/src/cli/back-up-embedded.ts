import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded';
import { copyTree } from './copy-tree';
import { RefusedError } from './refused-error';
import { runTar } from './run-tar';

/** What an archive of `npm run backup` holds at its root, beside `postgres/` and `media/`. */
export type BackupManifest = {
  format: 'celebra-backup';
  version: 1;
  createdAt: string;
  /** The cluster's PG_VERSION: only the same major version can start from these files. */
  postgresVersion: string;
};

export const MANIFEST_FILE = 'manifest.json';
/** The cluster's password file in the archive (beside the cluster's folder on disk). */
export const PASSWORD_FILE = 'postgres.password';

// What PostgreSQL's documentation leaves out of a base backup: the server's own run files, and
// folders whose content is rebuilt at start (their folders are kept, empty). The WAL is added
// separately, exactly the segments the copy needs.
const SKIPPED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'current_logfiles',
]);

function skipInCluster(relative: string, isFolder: boolean): boolean {
  const name = path.basename(relative);
  if (name.startsWith('pgsql_tmp') || name === 'pg_internal.init') return true;
  return isFolder ? SKIPPED_FOLDERS.has(relative) : SKIPPED_FILES.has(relative);
}

/**
 * A hot, consistent copy of the embedded PostgreSQL of `clusterDir` and of the media folder, in
 * one gzip-compressed tar at `archive`; the server may keep running and writing meanwhile.
 *
 * The package ships no pg_dump nor pg_basebackup (only initdb, pg_ctl and postgres), so this does
 * what pg_basebackup does, through PostgreSQL's own low-level backup functions: a temporary
 * replication slot holds the WAL from the start on; pg_backup_start (with an immediate
 * checkpoint); the cluster's files copied as they are, even while they change; pg_backup_stop,
 * whose label goes in as `backup_label`; then the WAL segments from the start's to the stop's.
 * Started from these files, PostgreSQL replays that WAL up to the backup's end: the database as it
 * was at that moment, every transaction committed by then whole and none half. The media are
 * copied after it (a file is written before the row that names it, so every row of the copy finds
 * its file; a file removed between the two copies is the only gap, see docs/deploy.md).
 */
export async function backUpEmbedded(options: {
  clusterDir: string;
  mediaDir: string;
  archive: string;
  now?: Date;
}): Promise<BackupManifest> {
  const { clusterDir, mediaDir, archive, now = new Date() } = options;
  const postgresVersion = await readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8').then(
    (text) => text.trim(),
    () => {
      throw new RefusedError(`There is no embedded database in ${clusterDir}: nothing to back up.`);
    },
  );
  await mkdir(path.dirname(archive), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(archive), '.celebra-backup-'));
  try {
    await copyCluster(clusterDir, path.join(staging, 'postgres'), now);
    await copyFile(`${path.resolve(clusterDir)}.password`, path.join(staging, PASSWORD_FILE));
    // An upload's file still being written (`.tmp`) is not a medium yet.
    await copyTree(
      mediaDir,
      path.join(staging, 'media'),
      (name, isFolder) => !isFolder && name.endsWith('.tmp'),
    ).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(path.join(staging, 'media'));
    });
    const manifest: BackupManifest = {
      format: 'celebra-backup',
      version: 1,
      createdAt: now.toISOString(),
      postgresVersion,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // Written whole under another name first: a half-written archive never bears the final name.
    const draft = `${archive}.${process.pid}.part`;
    await runTar('create', draft, staging);
    // It holds every account, the superuser's password and the media: its owner's eyes only.
    await chmod(draft, 0o600);
    await rename(draft, archive);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(`${archive}.${process.pid}.part`, { force: true });
  }
}

async function copyCluster(clusterDir: string, target: string, now: Date): Promise<void> {
  // The cluster a running server started (attached to, left running), or started just for this.
  const embedded = await startEmbeddedPostgres({
    dir: clusterDir,
    database: 'postgres',
    attachIfRunning: true,
  });
  const client = new pg.Client({ connectionString: embedded.connectionString });
  await client.connect();
  try {
    const slot = `celebra_backup_${process.pid}`;
    // Temporary: dropped with this session, whatever happens to the process.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    await client.query('select pg_backup_start($1, true)', [`celebra ${now.toISOString()}`]);
    let stopped: { lsn: string; labelfile: string; spcmapfile: string | null };
    try {
      await copyTree(clusterDir, target, skipInCluster);
    } finally {
      const answer = await client.query('select lsn::text, labelfile, spcmapfile from pg_backup_stop(false)');
      stopped = answer.rows[0];
    }
    await writeFile(path.join(target, 'backup_label'), stopped.labelfile, { mode: 0o600 });
    if (stopped.spcmapfile)
      await writeFile(path.join(target, 'tablespace_map'), stopped.spcmapfile, { mode: 0o600 });

    const first = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(stopped.labelfile)?.[1];
    const lastAnswer = await client.query('select pg_walfile_name($1::pg_lsn) as name', [stopped.lsn]);
    const last: string | undefined = lastAnswer.rows[0]?.name;
    if (!first || !last) throw new Error('The backup label names no WAL segment.');
    // Segment names are fixed-width hex (timeline, then position): their order is the WAL's.
    const wal = path.join(clusterDir, 'pg_wal');
    for (const name of await readdir(wal)) {
      const isSegment = /^[0-9A-F]{24}$/.test(name) && name >= first && name <= last;
      if (isSegment || name.endsWith('.history'))
        await copyFile(path.join(wal, name), path.join(target, 'pg_wal', name));
    }
  } finally {
    await client.end();
    await embedded.stop();
  }
}
