import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** A scrape must answer even when the database is slow: a count that takes longer is skipped. */
const QUERY_TIMEOUT_MS = 2000;

export type AppMetrics = {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_class'>;
};

type Log = { warn: (object: object, message: string) => void };

/**
 * The app's own Prometheus registry (not prom-client's global one, so that tests can build several
 * apps): request durations (observed by plugins/metrics.ts), the database pool, the job queue and
 * the purchases by status (counted at scrape time), and the process's default metrics.
 */
export function createMetrics(pool: pg.Pool, log: Log): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'celebra_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class (2xx, 4xx, 5xx...).',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new Gauge({
    name: 'celebra_db_pool_connections',
    help: "The database pool's connections: total open, idle, and requests waiting for one.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  async function count(sql: string): Promise<{ key?: string; sub?: string; n: number }[]> {
    try {
      const { rows } = await pool.query({ text: sql, query_timeout: QUERY_TIMEOUT_MS } as pg.QueryConfig);
      return rows as { key?: string; sub?: string; n: number }[];
    } catch (error) {
      log.warn({ err: error }, 'metrics: a count failed, skipped from this scrape');
      return [];
    }
  }

  new Gauge({
    name: 'celebra_jobs',
    help: 'Background jobs in the queue, by queue name and state (created and retry are waiting; failed have failed).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      // The queue's tables exist once an instance with JOBS on has started; before that, nothing.
      const [exists] = await count(`select (to_regclass('pgboss.job') is not null)::int as n`);
      const rows = exists?.n
        ? await count(
            'select name as key, state::text as sub, count(*)::int as n from pgboss.job group by 1, 2',
          )
        : [];
      this.reset();
      for (const row of rows) this.set({ queue: row.key ?? '', state: row.sub ?? '' }, row.n);
    },
  });

  new Gauge({
    name: 'celebra_purchases',
    help: 'Purchases (gift payments) by payment status.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await count('select status::text as key, count(*)::int as n from purchases group by 1');
      this.reset();
      for (const row of rows) this.set({ status: row.key ?? '' }, row.n);
    },
  });

  return { registry, requestDuration };
}
