import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { foldEventBalances } from '../../../server/src/domain/ledger/find-negative-balances';
import { prepareCatalogue } from './scale-catalogue';
import { insertEventRows, insertEvents } from './scale-events';
import { insertHosts } from './scale-hosts';
import { insertPayouts, insertPurchaseItems, insertPurchases } from './scale-money';
import { seededRandom } from './scale-random';

/**
 * The admin lists at scale: a bulk loader that adds, to a database migrated by the
 * server (with or without the demo seed), 20,000 hosts, 100,000 events with their details,
 * settings and gift lists, 1,000,000 purchases with their lines, and payouts in every status —
 * in a dozen big statements (generate_series and unnest into staging tables, then
 * INSERT ... SELECT), never one request per row. The rows are what the product writes: every
 * constraint of the schema is checked as they go in (foreign keys included, which is most of the
 * time), money is in integer centavos computed as the purchase route computes it, balances never
 * go negative, and the triggers (the admin row counts, the public event cache) see every
 * statement. Two connections share the work, one core each. The events' kept balances are folded
 * as the back office's dashboard folds them along the way of a live platform (a bulk load leaves
 * a row per event and statement). Ends with VACUUM ANALYZE and a
 * CHECKPOINT: the state autovacuum and the checkpointer reach shortly after such a load, taken at
 * once so that the bench does not measure tables autovacuum has not visited yet, nor calls that
 * share the machine with the load's gigabyte of dirty pages being written out.
 */

export type ScaleSizes = { hosts: number; events: number; purchases: number };

export const SCALE_SIZES: ScaleSizes = { hosts: 20_000, events: 100_000, purchases: 1_000_000 };

export type ScaleResult = ScaleSizes & {
  purchaseItems: number;
  eventGifts: number;
  payouts: number;
  catalogueGifts: number;
  /** Wall time of the load, seconds. */
  seconds: number;
};

const STAGING = 'scale_kinds, scale_gifts, scale_events, scale_purchases, scale_received';

export async function seedScale(
  databaseUrl: string,
  log: (line: string) => void = () => {},
  sizes: ScaleSizes = SCALE_SIZES,
): Promise<ScaleResult> {
  const started = performance.now();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const [a, b] = await Promise.all([pool.connect(), pool.connect()]);
  const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    const result = await work();
    log(`scale: ${label} (${((performance.now() - at) / 1000).toFixed(1)} s)`);
    return result;
  };
  try {
    for (const client of [a, b]) {
      // A throw-away load: no need to wait for each commit's flush; room for the big sorts.
      await client.query(
        `set synchronous_commit = off; set work_mem = '128MB'; set maintenance_work_mem = '256MB'`,
      );
    }
    await a.query('select setseed(0.2025)');
    await b.query('select setseed(0.2026)');
    await a.query(`drop table if exists ${STAGING}`);
    const random = seededRandom(2025);
    const now = Date.now();
    const settings = await a.query<{ percentage: string }>(
      'select percentage_gift as percentage from settings where id = 1',
    );
    const percentageGift = Number(settings.rows[0]?.percentage ?? 0);

    const catalogueGifts = await step('catalogue', () => prepareCatalogue(a, percentageGift));
    const hosts = await step(`${sizes.hosts} hosts`, () => insertHosts(a, random, sizes.hosts, now));
    const { firstId } = await step(`${sizes.events} events`, () =>
      insertEvents(a, random, hosts, sizes.events, now),
    );
    const [, purchases] = await Promise.all([
      step('their details, settings and gift lists', () => insertEventRows(a)),
      step(`${sizes.purchases} purchases`, () => insertPurchases(b, sizes.purchases, percentageGift)),
    ]);
    const middle = Math.floor((purchases.firstId + purchases.lastId) / 2);
    const lines = await step('their lines', () =>
      Promise.all([
        insertPurchaseItems(a, purchases.firstId, middle),
        insertPurchaseItems(b, middle + 1, purchases.lastId),
      ]),
    );
    const payouts = await step('payouts', () => insertPayouts(a));
    await a.query(`drop table ${STAGING}`);
    // The fold joins the balances' rows to the events it folds: planned on a table the bulk load
    // has just filled, without its statistics, that join can take minutes instead of seconds.
    await step("events' balances analyzed", () => a.query('analyze event_balance_deltas'));
    await step("events' balances folded", () => foldEventBalances(drizzle(a)));
    await step('vacuum analyze', () =>
      Promise.all([
        a.query('vacuum analyze purchases'),
        b.query('vacuum analyze purchase_items, event_gifts, events, event_details, event_settings, users'),
      ]).then(() => a.query('vacuum analyze payouts, gifts, row_counts, event_balance_deltas, deliveries')),
    );
    await step('checkpoint', () => a.query('checkpoint'));
    const eventGifts = await a.query<{ n: number }>(
      'select count(*)::int as n from event_gifts where event_id >= $1',
      [firstId],
    );
    return {
      ...sizes,
      purchaseItems: lines[0] + lines[1],
      eventGifts: eventGifts.rows[0]?.n ?? 0,
      payouts,
      catalogueGifts,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await a.query(`drop table if exists ${STAGING}`).catch(() => {});
    a.release();
    b.release();
    await pool.end();
  }
}
