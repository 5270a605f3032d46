import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BenchContext, BROWSER_HEADERS } from '../context';
import { DEMO_SLUG } from '../demo-host';
import { measure } from '../load';
import { startChild } from '../platform';
import { loadTable, memoryTarget, ms, type Section, target } from '../report';
import { LARGE_EVENT, LARGE_EVENT_SLUG, seedLargeEvent } from '../seed/large-event';

const CONNECTIONS = 50;
const BENCH_DIR = path.resolve(import.meta.dirname, '..', '..');

/** The answer the platform gives for `slug`, as the references will give it. */
async function fetchDocument(url: string, slug: string): Promise<string> {
  const response = await fetch(`${url}/api/guests/event/${slug}`);
  if (response.status !== 200) throw new Error(`GET /api/guests/event/${slug} answered ${response.status}`);
  return response.text();
}

async function startReference(script: string, documentFile: string) {
  return startChild(['--import', 'tsx', `src/references/${script}`], {
    cwd: BENCH_DIR,
    env: { DOCUMENT_FILE: documentFile, NODE_ENV: 'production' },
    readyPath: '/ready',
  });
}

/** The platform, then each reference, under the same load of GET /api/guests/event/{slug}. */
async function compare(ctx: BenchContext, slug: string, references: ('bare-fastify' | 'json-server')[]) {
  const documentFile = path.join(ctx.workDir, `${slug}.json`);
  const document = await fetchDocument(ctx.platform.url, slug);
  await writeFile(documentFile, document);
  const load = {
    connections: CONNECTIONS,
    seconds: ctx.seconds,
    request: { path: `/api/guests/event/${slug}`, headers: BROWSER_HEADERS },
  };
  ctx.log(`event page ${slug}: Celebra`);
  const celebra = await measure({ ...load, url: ctx.platform.url, pid: ctx.platform.pid });
  const others = [];
  for (const reference of references) {
    ctx.log(`event page ${slug}: ${reference}`);
    const child = await startReference(`${reference}.ts`, documentFile);
    try {
      others.push({ reference, result: await measure({ ...load, url: child.url, pid: child.pid }) });
    } finally {
      await child.stop();
    }
  }
  return { celebra, others, documentBytes: Buffer.byteLength(document) };
}

const SUBJECT = { 'bare-fastify': 'bare Fastify, from memory', 'json-server': 'json-server 0.17' } as const;

export async function eventPageSections(ctx: BenchContext): Promise<Section[]> {
  const demo = await compare(ctx, DEMO_SLUG, ['bare-fastify', 'json-server']);
  const bare = demo.others.find((other) => other.reference === 'bare-fastify')?.result;
  const jsonServer = demo.others.find((other) => other.reference === 'json-server')?.result;
  if (!bare || !jsonServer) throw new Error('a reference did not run');

  ctx.log('seeding the large event');
  await seedLargeEvent(ctx.platform.databaseUrl, DEMO_SLUG);
  const large = await compare(ctx, LARGE_EVENT_SLUG, ['bare-fastify']);
  const largeBare = large.others[0]?.result;
  if (!largeBare) throw new Error('the reference did not run');

  const setup = (what: string, bytes: number) =>
    `GET /api/guests/event/{slug} of ${what} (${(bytes / 1024).toFixed(0)} KB of JSON), ${CONNECTIONS} connections, ${ctx.seconds} s after a 2 s warm-up, with a phone's Accept-Encoding; each reference serves the same document in a process of its own.`;
  return [
    {
      title: 'Event page: the demo event',
      setup: setup('the demo event', demo.documentBytes),
      table: loadTable([
        { subject: 'Celebra', result: demo.celebra },
        { subject: SUBJECT['bare-fastify'], result: bare, baseline: demo.celebra },
        { subject: SUBJECT['json-server'], result: jsonServer, baseline: demo.celebra },
      ]),
      targets: [
        target(
          'throughput vs bare Fastify',
          demo.celebra.rps / bare.rps,
          0.4,
          (v) => `${(v * 100).toFixed(0)}%`,
          true,
        ),
        target(
          'throughput vs json-server',
          demo.celebra.rps / jsonServer.rps,
          2,
          (v) => `${v.toFixed(2)}×`,
          true,
        ),
        target('p99 at 50 connections', demo.celebra.p99, 25, ms),
        target('errors', demo.celebra.errors, 0, String),
        memoryTarget([demo.celebra]),
      ],
    },
    {
      title: `Event page: a large event (${LARGE_EVENT.gifts} gifts, one in ten in cotas and one in 25 a free amount, ${LARGE_EVENT.messages.toLocaleString('en')} messages, ${LARGE_EVENT.gallery} gallery items)`,
      setup: setup('the large event', large.documentBytes),
      table: loadTable([
        { subject: 'Celebra', result: large.celebra },
        { subject: SUBJECT['bare-fastify'], result: largeBare, baseline: large.celebra },
      ]),
      targets: [
        target('p99 at 50 connections', large.celebra.p99, 50, ms),
        target('errors', large.celebra.errors, 0, String),
        memoryTarget([large.celebra]),
      ],
    },
  ];
}
