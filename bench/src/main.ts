/**
 * `npm run bench`: builds the apps if stale, starts the platform as `npm start` runs it on a
 * throw-away DATA_DIR (embedded PostgreSQL, demo seed) with the mock payment provider in a process
 * of its own, runs each scenario beside its references, prints one Markdown table per scenario with
 * every target's pass or fail, and writes them into bench/README.md. Exits 1 when a target fails.
 *
 *   npm run bench                  BENCH_SECONDS=10 (each measured load), BENCH_ONLY=event,purchase
 *   BENCH_CPU_PROF=<folder>        a V8 CPU profile of each process started (platform, stand-ins)
 *   BENCH_LIGHTHOUSE_REPORT=<file> the guest page's whole Lighthouse report (front-end)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchContext } from './context';
import { profileArgs, REPO_ROOT, startChild, startPlatform } from './platform';
import { renderSection, type Section } from './report';

// The issue gives the whole run 15 minutes on this machine; past 14, stop and say so.
const DEADLINE_MS = 14 * 60_000;
const README = path.join(REPO_ROOT, 'bench', 'README.md');
const START_MARK = '<!-- bench:results -->';
const END_MARK = '<!-- /bench:results -->';

// Loaded when run, so BENCH_ONLY=event does not load Lighthouse.
const SCENARIOS: Record<string, () => Promise<(ctx: BenchContext) => Promise<Section[]>>> = {
  'front-end': async () => (await import('./scenarios/front-end')).frontEndSections,
  event: async () => (await import('./scenarios/event-page')).eventPageSections,
  purchase: async () => (await import('./scenarios/purchase')).purchaseSections,
  admin: async () => (await import('./scenarios/admin-lists')).adminListSections,
  media: async () => (await import('./scenarios/media')).mediaSections,
};

const startedAt = Date.now();
const log = (line: string) =>
  console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${line}`);

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

async function main(): Promise<number> {
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? Object.keys(SCENARIOS);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  log('building the apps whose build is stale');
  await run(process.execPath, ['--import', 'tsx', 'server/src/cli/build-stale.ts'], REPO_ROOT);

  const workDir = await mkdtemp(path.join(tmpdir(), 'celebra-bench-work-'));
  const secrets = { accessToken: 'TEST-bench-access-token', webhookSecret: 'bench-webhook-secret' };
  log('starting the mock payment provider and the platform');
  const mockChild = await startChild([...profileArgs(), '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'mock-server'),
    // No request log: the stand-in's line per request would be paid out of the two cores the
    // platform is measured on (the floor rows measure the stand-in alone).
    env: {
      MERCADOPAGO_ACCESS_TOKEN: secrets.accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: secrets.webhookSecret,
      MOCK_LOG: 'off',
    },
    readyPath: '/ws/01001000/json/',
  });
  const mock = { ...mockChild, ...secrets };
  const platform = await startPlatform(mock).catch(async (error) => {
    await mock.stop();
    throw error;
  });
  const ctx: BenchContext = { platform, mock, seconds, workDir, log };
  stopAll = async () => {
    await platform.stop();
    await mock.stop();
  };

  const sections: Section[] = [];
  let failed = false;
  try {
    for (const name of only) {
      const scenario = SCENARIOS[name];
      if (!scenario) throw new Error(`unknown scenario ${name}; known: ${Object.keys(SCENARIOS).join(', ')}`);
      try {
        sections.push(...(await (await scenario())(ctx)));
      } catch (error) {
        failed = true;
        log(`scenario ${name} failed: ${error instanceof Error ? error.stack : String(error)}`);
        sections.push({
          title: `${name}: did not complete`,
          setup: String(error),
          table: [['']],
          targets: [{ name, actual: 'error', limit: 'completes', pass: false }],
        });
      }
    }
  } finally {
    await platform.stop();
    await mock.stop();
    await rm(workDir, { recursive: true, force: true });
  }

  const minutes = (Date.now() - startedAt) / 60_000;
  const failures = sections.flatMap((section) =>
    section.targets.filter((t) => !t.pass).map((t) => `${section.title}: ${t.name}`),
  );
  const summary = `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${minutes.toFixed(1)} minutes, Node ${process.version}, ${only.join(', ')}: ${
    failures.length === 0 ? 'every target passes.' : `${failures.length} target(s) missed.`
  }`;
  const report = [summary, '', ...sections.map(renderSection).flatMap((text) => [text, ''])]
    .join('\n')
    .trimEnd();
  console.log(report);
  if (only.length === Object.keys(SCENARIOS).length) {
    const readme = await readFile(README, 'utf8');
    const start = readme.indexOf(START_MARK);
    const end = readme.indexOf(END_MARK);
    if (start >= 0 && end > start) {
      await writeFile(
        README,
        `${readme.slice(0, start + START_MARK.length)}\n${report}\n${readme.slice(end)}`,
      );
      log('bench/README.md updated');
    }
  }
  return failed || failures.length > 0 ? 1 : 0;
}

let stopAll = async () => {};
const timer = setTimeout(() => {
  log('the bench ran past 14 minutes: stopped');
  void stopAll().finally(() => process.exit(1));
}, DEADLINE_MS);
timer.unref();
main().then(
  (code) => process.exit(code),
  (error) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
