import type { TReadyCheck } from '@celebra/shared/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lastAppliedMigration, readJournal } from '../../db/migrate';
import { poolOf } from '../../db/pool-of';
import type { Storage } from '../../storage/storage';

/** Each check gets this long: a hung dependency must not hang the load balancer's probe. */
const CHECK_TIMEOUT_MS = 2000;

export type Readiness = { ready: true } | { ready: false; failedCheck: TReadyCheck; error: unknown };

/**
 * Whether this instance can serve traffic, checked in order: the database answers, it has every
 * migration of this build (an instance started before the release step finished is not ready),
 * and the media storage answers. Stops at the first failure.
 */
export async function checkReadiness(db: Db, storage: Storage): Promise<Readiness> {
  const checks: [TReadyCheck, () => Promise<void>][] = [
    ['database', async () => void (await db.execute(sql`select 1`))],
    ['migrations', () => checkMigrations(db)],
    ['storage', () => storage.check()],
  ];
  for (const [name, check] of checks) {
    try {
      await withTimeout(check(), CHECK_TIMEOUT_MS);
    } catch (error) {
      return { ready: false, failedCheck: name, error };
    }
  }
  return { ready: true };
}

async function checkMigrations(db: Db): Promise<void> {
  const newest = readJournal().at(-1)?.when ?? 0;
  const last = await lastAppliedMigration(poolOf(db));
  if (last === null || last < newest)
    throw new Error(`pending migrations: the newest applied is ${last ?? 'none'}, this build's is ${newest}`);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
