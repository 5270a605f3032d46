import autocannon from 'autocannon';
import { rssBytes } from './platform';

export type LoadRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** What the caller knows this request by (a purchase attempt), handed back with its answer. */
  id?: string;
};

export type LoadOptions = {
  url: string;
  connections: number;
  /** Seconds of measured load; a shorter warm-up at the same load comes first. */
  seconds: number;
  warmUpSeconds?: number;
  /** One request, or a function giving the n-th request (each its own body or headers). */
  request: LoadRequest | ((n: number) => LoadRequest);
  /** The process whose memory is sampled during the load (the platform). */
  pid?: number;
  /**
   * Every answer, warm-up included, with the `id` of the request it answers: what the caller then
   * looks for in the database. Requests cut off when the time is up get none.
   */
  onResponse?: (id: string | undefined, status: number) => void;
};

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  statusCodes: Record<string, number>;
  maxRssBytes: number;
};

/** Latency at `fraction` (0–1) of the sorted samples, in ms. */
function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function fire(options: LoadOptions, seconds: number, record: boolean): Promise<LoadResult> {
  const latencies: number[] = [];
  let counter = 0;
  const one = typeof options.request === 'function' ? options.request : undefined;
  const { onResponse } = options;
  const fixed = typeof options.request === 'function' ? undefined : options.request;
  let maxRssBytes = 0;
  const sample = async () => {
    if (options.pid) maxRssBytes = Math.max(maxRssBytes, await rssBytes(options.pid));
  };
  const sampler = setInterval(() => void sample(), 250);
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: (fixed?.method ?? 'GET') as 'GET',
        path: fixed?.path ?? '/',
        headers: fixed?.headers,
        body: fixed?.body,
        ...(one && {
          // autocannon gives each request a context of its own, which its answer is handed with.
          setupRequest: (request: Record<string, unknown>, context: { id?: string }) => {
            const next = one(counter++);
            context.id = next.id;
            return {
              ...request,
              method: next.method ?? 'GET',
              path: next.path,
              headers: { ...(next.headers ?? {}) },
              body: next.body,
            };
          },
        }),
        ...(onResponse && {
          onResponse: (status: number, _body: string, context: { id?: string }) =>
            onResponse(context.id, status),
        }),
      },
    ],
  });
  if (record)
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  clearInterval(sampler);
  await sample();
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = Number(count);
  const total = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    requests: total,
    rps: total / result.duration,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    errors: result.errors + result.non2xx,
    statusCodes,
    maxRssBytes,
  };
}

/**
 * autocannon at a fixed number of connections for a fixed time: a warm-up (JIT, caches, pools)
 * whose figures are dropped, then the measured run. Percentiles are exact, from every response's
 * latency (autocannon's histogram has no p95).
 */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const warmUp = options.warmUpSeconds ?? 2;
  if (warmUp > 0) await fire(options, warmUp, false);
  return fire(options, options.seconds, true);
}

export type RateOptions = Omit<LoadOptions, 'connections'> & {
  /** Requests started each second, whatever the answers do: guests arriving. */
  rate: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Requests sent on a fixed schedule (`rate` a second) for `seconds`, each on its own, however long
 * the earlier ones take: an open load, as a crowd of guests arrives, where a closed load (a fixed
 * number of connections, each waiting for its answer) slows its arrivals down when the server
 * does, and so hides the wait. Each latency is counted from the moment its request was due, so a
 * request sent late (the generator's own loop busy) counts its delay too.
 */
async function fireAtRate(options: RateOptions, seconds: number, record: boolean): Promise<LoadResult> {
  const next = typeof options.request === 'function' ? options.request : () => options.request as LoadRequest;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let maxRssBytes = 0;
  const sample = async () => {
    if (options.pid) maxRssBytes = Math.max(maxRssBytes, await rssBytes(options.pid));
  };
  const sampler = setInterval(() => void sample(), 250);
  const sent: Promise<void>[] = [];
  const count = Math.round(options.rate * seconds);
  const start = performance.now();
  for (let n = 0; n < count; n++) {
    const due = start + (n * 1000) / options.rate;
    const early = due - performance.now();
    if (early > 1) await sleep(early);
    const request = next(n);
    sent.push(
      fetch(new URL(request.path, options.url), {
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (record) latencies.push(performance.now() - due);
          statusCodes[response.status] = (statusCodes[response.status] ?? 0) + 1;
          if (response.status < 200 || response.status >= 300) errors += 1;
          options.onResponse?.(request.id, response.status);
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(sent);
  clearInterval(sampler);
  await sample();
  const sorted = Float64Array.from(latencies).sort();
  const answered = Object.values(statusCodes).reduce((sum, each) => sum + each, 0);
  return {
    requests: answered,
    rps: answered / ((performance.now() - start) / 1000),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    errors,
    statusCodes,
    maxRssBytes,
  };
}

/** An open load (fireAtRate): a warm-up at the same rate whose figures are dropped, then the measure. */
export async function measureAtRate(options: RateOptions): Promise<LoadResult> {
  const warmUp = options.warmUpSeconds ?? 2;
  if (warmUp > 0) await fireAtRate(options, warmUp, false);
  return fireAtRate(options, options.seconds, true);
}
