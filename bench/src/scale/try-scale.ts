/**
 * Dev tool for the admin lists at scale, not part of `npm run bench`:
 *
 *   npx tsx bench/src/scale/try-scale.ts [--data-dir DIR] [--seconds 10] [--connections 10] [--only events]
 *
 * starts the platform as `npm start` does (the server bundle, embedded PostgreSQL, the demo seeded
 * by a first start in development, then NODE_ENV=production), loads the scale data set with seedScale, signs in as the demo
 * administrator and measures each admin call of the scale scenario (page 1, the middle page and
 * the last page, with the back office's filters) with autocannon, printing p50/p95/p99, errors and the
 * server's peak RSS, beside a floor (GET /admin/me: authentication and one row). Without --data-dir the data
 * directory is a throw-away one; with it, the directory is kept and seeded only once, so a change
 * to the server can be measured again on the same data in seconds (and EXPLAINed: the database URL
 * is printed).
 */
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startMockServer } from '@celebra/mock-server';
import pg from 'pg';
import { buildServer, SERVER_BUNDLE } from '../../../server/src/cli/build-server';
import { embeddedConnectionString } from '../../../server/src/db/embedded';
import { measure } from '../load';
import { REPO_ROOT, rssBytes, startChild } from '../platform';
import { seedScale } from './seed-scale';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const dataDir = args['data-dir'] ?? path.join(tmpdir(), `celebra-scale-${process.pid}`);
await mkdir(dataDir, { recursive: true });

const mock = await startMockServer({ accessToken: 'TEST-scale', webhookSecret: 'scale' });
await buildServer();
// A first start in development seeds the demo (production never does); the measured one is a
// production start on that data.
const start = (nodeEnv: 'development' | 'production') =>
  startChild(['--enable-source-maps', SERVER_BUNDLE], {
    cwd: path.join(REPO_ROOT, 'server'),
    env: (port) => ({
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: nodeEnv,
      SEED: 'auto',
      PUBLIC_URL: `http://localhost:${port}`,
      MERCADOPAGO_API_URL: mock.url,
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-scale',
      MERCADOPAGO_WEBHOOK_SECRET: 'scale',
      VIACEP_URL: mock.url,
      NOMINATIM_URL: mock.url,
    }),
    readyPath: '/api/health',
  });
await (await start('development')).stop();
const server = await start('production');

try {
  const databaseUrl = await embeddedConnectionString(path.join(dataDir, 'postgres'), 'celebra');
  console.log(`server ${server.url} (pid ${server.pid}), database ${databaseUrl}`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from events');
  await client.end();
  if ((rows[0]?.n ?? 0) < 50_000) console.log(await seedScale(databaseUrl, console.log));

  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@celebra.dev', password: 'celebra123' }),
  });
  const session = (await login.json()) as { token: string; admin: { id: number } };
  const headers = { authorization: `Bearer ${session.token}`, 'x-admin-id': String(session.admin.id) };
  const get = async (url: string) =>
    (await (await fetch(`${server.url}${url}`, { headers })).json()) as Record<string, unknown>;

  /**
   * The call's page 1, its middle page (the deepest offset: a page is read from the nearer end of
   * the list) and its last page, from the page count it answers.
   */
  const lists: [string, string][] = [
    ['events', '/api/admin/events?'],
    ['events active', '/api/admin/events?active=true&'],
    ['events active 2023-2026', '/api/admin/events?active=true&startDate=2023-01-01&endDate=2026-12-31&'],
    ['events title=silva (rare)', '/api/admin/events?title=silva&'],
    ['events title=pedro', '/api/admin/events?title=pedro&'],
    ['events title=casamento active (common)', '/api/admin/events?title=casamento&active=true&'],
    [
      'events party 2024 H1',
      '/api/admin/events?dateFilterType=eventDate&startDate=2024-01-01&endDate=2024-06-30&',
    ],
    ['transactions PENDING', '/api/admin/transactions?status=PENDING&'],
    ['transactions APPROVED', '/api/admin/transactions?status=APPROVED&'],
    ['users', '/api/admin/users?'],
    ['users name=ana', '/api/admin/users?name=ana&'],
    ['users name=brun', '/api/admin/users?name=brun&'],
  ];

  // The floor: an admin call that reads one row, through the same authentication and serializer.
  const calls: [string, string][] = [
    ['floor: admin me', '/api/admin/me'],
    ['dashboard', '/api/admin/dashboard/retrieve'],
  ];
  for (const [name, prefix] of lists) {
    const first = await get(`${prefix}page=1&limit=20`);
    const pages = Number(first.totalPages ?? 1);
    const middle = Math.max(1, Math.ceil(pages / 2));
    calls.push([`${name} p1`, `${prefix}page=1&limit=20`]);
    if (middle > 1 && middle < pages) calls.push([`${name} p${middle}`, `${prefix}page=${middle}&limit=20`]);
    if (pages > 1) calls.push([`${name} p${pages}`, `${prefix}page=${pages}&limit=20`]);
  }

  console.log(`idle server RSS ${((await rssBytes(server.pid)) / 2 ** 20).toFixed(0)} MB`);
  console.log('| call | req/s | p50 ms | p95 ms | p99 ms | errors | RSS MB |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, url] of calls) {
    if (args.only && !name.includes(args.only)) continue;
    const result = await measure({
      url: server.url,
      connections: Number(args.connections),
      seconds: Number(args.seconds),
      warmUpSeconds: 2,
      request: { path: url, headers },
      pid: server.pid,
    });
    const cells = [result.rps.toFixed(0), result.p50, result.p95, result.p99, result.errors];
    console.log(`| ${name} | ${cells.join(' | ')} | ${(result.maxRssBytes / 2 ** 20).toFixed(0)} |`);
  }
} finally {
  await server.stop();
  await mock.close();
  if (!args['data-dir']) await rm(dataDir, { recursive: true, force: true });
}
