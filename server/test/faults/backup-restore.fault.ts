import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockServer } from '@celebra/mock-server';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/client';
import { ledgerEntries, purchases, SETTINGS_ID, settings } from '../../src/db/schema/index';
import { createTestUser } from '../helpers/accounts';
import { embeddedDatabaseUrl, type ServerProcess, startServer } from './server-process';

/**
 * `npm run backup` while the server runs and a writer keeps writing, then `npm run restore` into a
 * fresh DATA_DIR and the server started on it: the same purchases, ledger and totals as when the
 * backup began (and of the writes during it, a prefix in commit order, each whole), and the media
 * byte for byte, on disk and as served.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TOKEN = 'TEST-faults';
const SECRET = 'segredo-das-falhas';

const mock = await startMockServer({ accessToken: TOKEN, webhookSecret: SECRET });
const root = await mkdtemp(path.join(tmpdir(), 'celebra-faults-backup-'));
// As root, PostgreSQL runs as the `postgres` user, who must be able to pass through to its folder.
await chmod(root, 0o711);
const source = path.join(root, 'source');
const restored = path.join(root, 'restored');
const archive = path.join(root, 'celebra.tar.gz');
const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  MERCADOPAGO_API_URL: mock.url,
  MERCADOPAGO_ACCESS_TOKEN: TOKEN,
  MERCADOPAGO_WEBHOOK_SECRET: SECRET,
  VIACEP_URL: mock.url,
  NOMINATIM_URL: mock.url,
});
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await mock.close();
  await rm(root, { recursive: true, force: true });
});

/** `npm run <script> -- <args>` from the repository's root, as an operator types it. */
function npmRun(script: string, args: string[], dataDir: string) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

/** Every file under `folder`, by its path inside it. */
async function readTree(folder: string, prefix = ''): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(path.join(folder, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory())
      for (const [name, data] of await readTree(folder, relative)) files.set(name, data);
    else files.set(relative, await readFile(path.join(folder, relative)));
  }
  return files;
}

type Db = ReturnType<typeof createDb>['db'];

const ledgerOf = (db: Db) =>
  db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      purchaseId: ledgerEntries.purchaseId,
    })
    .from(ledgerEntries)
    .orderBy(ledgerEntries.id);

const totalsOf = async (db: Db) =>
  (
    await db.execute<{ status: string; count: number; total: number }>(
      sql`select status, count(*)::int as count, sum(total_price_cents)::int as total
          from purchases group by status order by status`,
    )
  ).rows;

describe('a backup of the embedded default, restored into a fresh data folder', () => {
  it('finds the same totals, ledger and media, and the writes during the backup whole, in order', async () => {
    const first = await startServer(env(source));
    servers.push(first);
    const { db, pool } = createDb(await embeddedDatabaseUrl(source), 3);
    pool.on('error', () => {});
    await db.insert(settings).values({ id: SETTINGS_ID, percentageGift: 10 }).onConflictDoNothing();
    const host = await createTestUser(db);
    const eventId = host.event?.id ?? 0;
    const purchase = (email: string, status: 'PENDING' | 'APPROVED') => ({
      eventId,
      guestEmail: email,
      userAmountCents: 10_000,
      totalPriceCents: 11_000,
      percentage: 10,
      paymentMethod: 'card',
      status,
    });

    // Money: pending and approved purchases, then some approvals taken back (a refund; the triggers write
    // the ledger in each change's transaction).
    const written = await db
      .insert(purchases)
      .values(Array.from({ length: 60 }, (_, index) => purchase(`antes-${index}@teste.dev`, 'PENDING')))
      .returning({ id: purchases.id });
    const ids = written.map((row) => row.id);
    await db
      .update(purchases)
      .set({ status: 'APPROVED' })
      .where(inArray(purchases.id, ids.slice(0, 40)));
    await db
      .update(purchases)
      .set({ status: 'CANCELLED' })
      .where(inArray(purchases.id, ids.slice(0, 5)));
    // Media: a photo's sizes and a video, as the storage keeps them.
    const keys = [`${randomUUID()}.webp`, `${randomUUID()}-small.webp`, `videos/${randomUUID()}.mp4`];
    for (const [index, key] of keys.entries()) {
      await mkdir(path.dirname(path.join(source, 'media', key)), { recursive: true });
      await writeFile(path.join(source, 'media', key), randomBytes(50_000 * (index + 1)));
    }
    const ledgerBefore = await ledgerOf(db);
    const totalsBefore = await totalsOf(db);
    const mediaBefore = await readTree(path.join(source, 'media'));
    expect(ledgerBefore.length).toBeGreaterThan(40);

    // A guest's approvals keep arriving while the backup runs, one transaction each.
    let writing = true;
    const during: number[] = [];
    const writer = (async () => {
      for (let index = 0; writing; index++) {
        const [row] = await db
          .insert(purchases)
          .values(purchase(`durante-${index}@teste.dev`, 'APPROVED'))
          .returning({ id: purchases.id });
        if (row) during.push(row.id);
        // A steady trickle, as a site's traffic is, not a flood that would only slow the run.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const backup = await npmRun('backup', [archive], source);
    writing = false;
    await writer;
    expect(backup.code, backup.output).toBe(0);
    expect(during.length).toBeGreaterThan(0);
    expect((await stat(archive)).mode & 0o077).toBe(0);
    await pool.end();
    first.child.kill('SIGTERM');
    await first.exited;

    const restore = await npmRun('restore', [archive], restored);
    expect(restore.code, restore.output).toBe(0);

    const second = await startServer(env(restored));
    servers.push(second);
    expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);
    const copy = createDb(await embeddedDatabaseUrl(restored), 2);
    copy.pool.on('error', () => {});
    try {
      // What was there when the backup began, exactly.
      const ledgerAfter = await ledgerOf(copy.db);
      const duringSet = new Set(during);
      const isBefore = (entry: { purchaseId: number | null }) => !duringSet.has(entry.purchaseId ?? 0);
      expect(ledgerAfter.filter(isBefore)).toEqual(ledgerBefore);
      const totalsAfter = await totalsOf(copy.db);
      const approvedDuring = await copy.db
        .select({ id: purchases.id })
        .from(purchases)
        .where(and(inArray(purchases.id, during), eq(purchases.status, 'APPROVED')))
        .orderBy(purchases.id);
      const kept = approvedDuring.length;
      expect(totalsAfter).toEqual(
        totalsBefore.map((line) =>
          line.status === 'APPROVED'
            ? { ...line, count: line.count + kept, total: line.total + kept * 11_000 }
            : line,
        ),
      );
      // Of the writes during the backup: the first `kept` of them, in commit order, each with its
      // ledger entries (a purchase without its credit, or the reverse, would be half a transaction).
      expect(approvedDuring.map((row) => row.id)).toEqual(during.slice(0, kept));
      const creditedDuring = ledgerAfter.filter(
        (entry) => !isBefore(entry) && entry.kind === 'GIFT_CREDITED',
      );
      expect(creditedDuring.map((entry) => entry.purchaseId)).toEqual(during.slice(0, kept));

      // The media, byte for byte, on disk and as the server serves them.
      expect(await readTree(path.join(restored, 'media'))).toEqual(mediaBefore);
      for (const key of keys) {
        const served = await fetch(`${second.url}/media/${key}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(mediaBefore.get(key) ?? Buffer.alloc(0))).toBe(
          true,
        );
      }
    } finally {
      await copy.pool.end();
    }

    // A restore never lands on a data folder in use.
    const again = await npmRun('restore', [archive], restored);
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty');
    // Two servers' starts (one with initdb), a backup and a restore: about 30 s on an idle
    // machine, several times that on a loaded one.
  }, 240_000);
});
