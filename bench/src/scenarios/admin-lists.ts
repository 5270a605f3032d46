import pg from 'pg';
import type { BenchContext } from '../context';
import { type LoadResult, measure } from '../load';
import { memoryTarget, ms, type Section, target } from '../report';
import { seedScale } from '../scale/seed-scale';

const CONNECTIONS = 10;

async function signIn(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@celebra.dev', password: 'celebra123' }),
  });
  const body = (await response.json()) as { token?: string; admin?: { id: number } };
  if (!body.token || !body.admin) throw new Error(`the admin login answered ${response.status}`);
  return { authorization: `Bearer ${body.token}`, 'x-admin-id': String(body.admin.id) };
}

/** A word that is in many of the seeded rows, as an administrator would type it. */
async function searchTerms(databaseUrl: string): Promise<{ title: string; name: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const title = await client.query<{ word: string }>(
      `select split_part(title, ' ', 3) as word from events order by id desc limit 1`,
    );
    const name = await client.query<{ word: string }>(
      `select first_name as word from users order by id desc limit 1`,
    );
    return {
      title: (title.rows[0]?.word ?? 'casamento').toLowerCase().slice(0, 6),
      name: (name.rows[0]?.word ?? 'ana').toLowerCase().slice(0, 4),
    };
  } finally {
    await client.end();
  }
}

type Call = { name: string; path: string };

/** Page 1 and a page near the end (90% of the way) of a list, as the list itself counts them. */
async function pages(
  url: string,
  headers: Record<string, string>,
  name: string,
  path: string,
): Promise<Call[]> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${url}${path}${separator}page=1`, { headers });
  const body = (await response.json()) as { totalPages?: number };
  if (response.status !== 200 || typeof body.totalPages !== 'number')
    throw new Error(`${path} answered ${response.status}`);
  const deep = Math.max(1, Math.floor(body.totalPages * 0.9));
  return [
    { name: `${name}, page 1`, path: `${path}${separator}page=1` },
    {
      name: `${name}, page ${deep.toLocaleString('en')} of ${body.totalPages.toLocaleString('en')}`,
      path: `${path}${separator}page=${deep}`,
    },
  ];
}

/**
 * The back office at scale: 100,000 events of 20,000 hosts and 1,000,000 purchases, bulk-loaded,
 * then each list's first and a deep page, and the dashboard totals.
 */
export async function adminListSections(ctx: BenchContext): Promise<Section[]> {
  ctx.log('admin: bulk-loading the scale data');
  const started = Date.now();
  const seeded = await seedScale(ctx.platform.databaseUrl, ctx.log);
  const seedSeconds = (Date.now() - started) / 1000;
  const headers = await signIn(ctx.platform.url);
  const terms = await searchTerms(ctx.platform.databaseUrl);
  const url = ctx.platform.url;
  const calls: Call[] = [
    ...(await pages(url, headers, 'GET /admin/events', '/api/admin/events')),
    ...(await pages(
      url,
      headers,
      'GET /admin/events?active=true&dateFilterType=createdAt&startDate=…&endDate=…',
      '/api/admin/events?active=true&dateFilterType=createdAt&startDate=2023-01-01&endDate=2026-12-31',
    )),
    ...(await pages(
      url,
      headers,
      `GET /admin/events?title=${terms.title}`,
      `/api/admin/events?title=${encodeURIComponent(terms.title)}`,
    )),
    ...(await pages(
      url,
      headers,
      'GET /admin/transactions?status=PENDING',
      '/api/admin/transactions?status=PENDING',
    )),
    ...(await pages(
      url,
      headers,
      `GET /admin/users?name=${terms.name}`,
      `/api/admin/users?name=${encodeURIComponent(terms.name)}`,
    )),
    { name: 'GET /admin/dashboard/retrieve (totals)', path: '/api/admin/dashboard/retrieve' },
  ];
  const seconds = Math.max(3, Math.round(ctx.seconds / 2));
  const results: { call: Call; result: LoadResult }[] = [];
  for (const call of calls) {
    ctx.log(`admin: ${call.name}`);
    results.push({
      call,
      result: await measure({
        url,
        pid: ctx.platform.pid,
        connections: CONNECTIONS,
        seconds,
        warmUpSeconds: 1,
        request: { path: call.path, headers },
      }),
    });
  }
  return [
    {
      title: 'Back office at scale',
      setup: `${seeded.events.toLocaleString('en')} events, ${seeded.hosts.toLocaleString('en')} hosts and ${seeded.purchases.toLocaleString('en')} purchases bulk-loaded in ${seedSeconds.toFixed(0)} s; each call at ${CONNECTIONS} connections for ${seconds} s after a 1 s warm-up, signed in as the demo administrator.`,
      table: [
        ['call', 'req/s', 'p50', 'p95', 'p99', 'errors', 'server RSS (max)'],
        ...results.map(({ call, result }) => [
          call.name,
          result.rps.toFixed(0),
          ms(result.p50),
          ms(result.p95),
          ms(result.p99),
          String(result.errors),
          `${(result.maxRssBytes / 1024 / 1024).toFixed(0)} MB`,
        ]),
      ],
      targets: [
        ...results.map(({ call, result }) => target(`p95 ${call.name}`, result.p95, 50, ms)),
        target(
          'errors',
          results.reduce((sum, { result }) => sum + result.errors, 0),
          0,
          String,
        ),
        memoryTarget(results.map(({ result }) => result)),
      ],
    },
  ];
}
