import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from 'lighthouse';
import type { BenchContext } from '../context';
import { DEMO_SLUG } from '../demo-host';
import { dressDemoEvent } from '../front-end/dress-demo-event';
import { accessibilitySection, logFindings, measureSignedInPages } from '../front-end/measure-accessibility';
import { measureFirstAdd } from '../front-end/measure-first-add';
import { measureFirstView } from '../front-end/measure-first-view';
import { readAccessibility } from '../front-end/read-accessibility';
import { readImageDownloads, readPerformance, runLighthouseReport } from '../front-end/run-lighthouse';
import { REPO_ROOT, startChild } from '../platform';
import { kb, ms, type Section, target } from '../report';
import { LARGE_EVENT, LARGE_EVENT_SLUG, seedLargeEvent } from '../seed/large-event';

// Gzipped KB. The event site's is what a guest's phone waits for before the page answers a tap;
// the host dashboard's before its first screen.
const JS_BUDGETS = { guest: 140, host: 180, admin: 450 } as const;
const FIRST_ADD_RUNS = 3;

/** Lighthouse and the first working 'Adicionar' (median of three guests) on one event page. */
async function measureGuestPage(ctx: BenchContext, pageUrl: string, categories: string[]) {
  ctx.log(`lighthouse: ${pageUrl}`);
  const report = await runLighthouseReport(pageUrl, { categories });
  // Three guests, each in a fresh browser: the middle one is the figure, the three are shown.
  const firstAdds = [];
  for (let run = 0; run < FIRST_ADD_RUNS; run++) {
    ctx.log(`first 'Adicionar' that works, run ${run + 1} of ${FIRST_ADD_RUNS}: ${pageUrl}`);
    firstAdds.push(await measureFirstAdd(pageUrl));
  }
  firstAdds.sort((a, b) => a.firstAddMs - b.firstAddMs);
  const firstAdd = firstAdds[Math.floor(firstAdds.length / 2)] ?? firstAdds[0];
  if (!firstAdd) throw new Error('No measure of the first Adicionar.');
  return {
    report,
    lighthouse: readPerformance(report),
    images: readImageDownloads(report),
    firstAdds,
    firstAdd,
  };
}

/** A row of the guest page's table: Lighthouse's figures, the first 'Adicionar', the images. */
function figuresRow(page: string, report: Result, firstAdd: string, largestImage: string): string[] {
  const figures = readPerformance(report);
  const images = readImageDownloads(report);
  return [
    page,
    String(figures.performance),
    ms(figures.lcpMs),
    figures.clsValue.toFixed(3),
    ms(figures.tbtMs),
    ms(figures.fcpMs),
    firstAdd,
    largestImage ? `${images.count}, ${kb(images.bytes)}` : String(images.count),
    largestImage || '—',
  ];
}

/** A page's row, with its guests' first 'Adicionar' and the largest image downloaded. */
function guestPageRow(page: string, measured: Awaited<ReturnType<typeof measureGuestPage>>): string[] {
  const { largest } = measured.images;
  return figuresRow(
    page,
    measured.report,
    ms(measured.firstAdd.firstAddMs),
    `${kb(largest.bytes)} ${largest.url.replace(/^.*\/media\//, '/media/')}`,
  );
}

/** A reference's row: Lighthouse's figures, no guest tapping. */
const referenceRow = (page: string, report: Result) => figuresRow(page, report, '—', '');

// What an answer carries of its own; the rest of the platform's headers are the same on every
// answer (security.ts works them out once) and are the reference page's.
const PER_ANSWER = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
]);

/**
 * Lighthouse on what the demo page's figures stand on: the page with its scripts refused (its
 * HTML, styles, fonts and photos alone), and a page of two lines answered with the platform's
 * headers, with and without the opener policy that gives the page a process of its own (this
 * machine's and the browser's own cost, before any page of ours).
 */
async function measureReferences(ctx: BenchContext, pageUrl: string) {
  ctx.log(`lighthouse: ${pageUrl}, its scripts refused (reference)`);
  const withoutScripts = await runLighthouseReport(pageUrl, { blockedUrlPatterns: ['*.js'] });
  const answer = await fetch(`${ctx.platform.url}/api/health`);
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !PER_ANSWER.has(name)));
  const headersFile = path.join(ctx.workDir, 'plain-page-headers.json');
  await writeFile(headersFile, JSON.stringify(headers));
  const plain = await startChild(['--import', 'tsx', 'src/references/plain-page.ts'], {
    cwd: path.join(REPO_ROOT, 'bench'),
    env: { HEADERS_FILE: headersFile, NODE_ENV: 'production' },
    readyPath: '/ready',
  });
  try {
    ctx.log("lighthouse: a page of two lines with the platform's headers (reference)");
    const plainPage = await runLighthouseReport(`${plain.url}/`);
    const withoutOpenerPolicy = await runLighthouseReport(`${plain.url}/without-opener-policy`);
    return { withoutScripts, plainPage, withoutOpenerPolicy };
  } finally {
    await plain.stop();
  }
}

/** The three guests' first working 'Adicionar', as the table's note says them. */
const firstAddsText = (measured: Awaited<ReturnType<typeof measureGuestPage>>) =>
  measured.firstAdds
    .map(
      (each) => `${ms(each.firstAddMs)} (button painted at ${ms(each.buttonPaintedMs)}, ${each.taps} taps)`,
    )
    .join('; ');

/**
 * What each app's first view loads (from its build), Lighthouse and the first working
 * 'Adicionar' on the demo event page (and, recorded beside it, on the bench's heaviest event),
 * and accessibility on the demo page, the host dashboard's home and the admin dashboard.
 */
export async function frontEndSections(ctx: BenchContext): Promise<Section[]> {
  const apps = [];
  for (const app of ['guest', 'host', 'admin'] as const) {
    apps.push({ app, view: await measureFirstView(path.join(REPO_ROOT, app, 'dist')) });
  }
  const port = new URL(ctx.platform.url).port;
  const pageUrl = `http://site.localhost:${port}/${DEMO_SLUG}`;
  const dressed = await dressDemoEvent(ctx);
  const demo = await measureGuestPage(ctx, pageUrl, ['performance', 'accessibility']);
  // BENCH_LIGHTHOUSE_REPORT=<file>: the demo page's whole report kept, to open in Lighthouse's
  // viewer (where the blocking time goes: its long tasks, scripts and main-thread work).
  if (process.env.BENCH_LIGHTHOUSE_REPORT)
    await writeFile(process.env.BENCH_LIGHTHOUSE_REPORT, JSON.stringify(demo.report));
  const references = await measureReferences(ctx, pageUrl);
  // The heaviest event of the bench, on the demo's (dressed) photos: its figures are recorded
  // beside the demo's, the targets are the demo page's.
  ctx.log('seeding the large event');
  await seedLargeEvent(ctx.platform.databaseUrl, DEMO_SLUG);
  const large = await measureGuestPage(ctx, `http://site.localhost:${port}/${LARGE_EVENT_SLUG}`, [
    'performance',
  ]);
  const { lighthouse, firstAdd } = demo;
  const accessibility = [
    { page: 'guest /ana-e-pedro', findings: readAccessibility(demo.report) },
    ...(await measureSignedInPages(ctx.platform.url, ctx.log)),
  ];
  logFindings(accessibility, ctx.log);
  return [
    {
      title: 'Front-end: first view',
      setup:
        "Gzipped size of what each app's index.html loads before anything is clicked: its entry script, the modules it preloads, its stylesheets (the build output, as the server sends it).",
      table: [
        ['app', 'JavaScript (gzip)', 'CSS (gzip)', 'files'],
        ...apps.map(({ app, view }) => [
          app,
          kb(view.jsGzipBytes),
          kb(view.cssGzipBytes),
          String(view.files.length),
        ]),
      ],
      targets: apps.map(({ app, view }) =>
        target(`${app} first-view JavaScript`, view.jsGzipBytes, JS_BUDGETS[app] * 1024, kb),
      ),
    },
    {
      title: 'Guest site on a phone (Lighthouse)',
      setup: `Lighthouse 12 on the demo event page of the guest site as the platform serves it, default mobile profile (simulated slow 4G, 4× CPU slowdown), Debian's Chromium, headless, before any load scenario. The page carries real-photo weights: ${dressed.photos} camera photos (4032 × 3024 JPEG, ${(dressed.averageBytes / 1024 / 1024).toFixed(1)} MB each on average) were uploaded through the API (to a second, web-only instance on the same database and media folder) as the banner, the avatar and each gift's photo, and the server keeps each in four widths; 'images' is what the phone downloaded, 'largest' the biggest of them (the banner's copy its srcset picked). 'first Adicionar' is when the first gift's button first worked (the cart showed the gift), under the same mobile profile applied for real in Chromium (4× CPU slowdown, slow-4G latency and throughput, no cache), tapped as soon as it was painted and again every second until a tap worked; the median of three guests, each in a fresh browser: ${firstAddsText(demo)}. The second row is the bench's heaviest event (${LARGE_EVENT.gifts} gifts, ${LARGE_EVENT.messages.toLocaleString('en')} messages, ${LARGE_EVENT.gallery} gallery items, on the same photos), measured the same way (its three guests: ${firstAddsText(large)}); the targets are the demo page's. The last three rows are references, one Lighthouse run each: the demo page with every script refused (what its HTML, styles, fonts and photos cost before any script: no script work can take the page below it), and a page of a heading and a sentence answered with the platform's headers, then without the two (Cross-Origin-Opener-Policy and Origin-Agent-Cluster) that make Chromium load the page in a new process: what this machine and the browser's own set-up cost before any page of ours.`,
      table: [
        ['page', 'performance', 'LCP', 'CLS', 'TBT', 'FCP', 'first Adicionar', 'images', 'largest'],
        guestPageRow(`/${DEMO_SLUG}`, demo),
        guestPageRow(`/${LARGE_EVENT_SLUG} (${LARGE_EVENT.gifts} gifts)`, large),
        referenceRow(`/${DEMO_SLUG}, its scripts refused (reference)`, references.withoutScripts),
        referenceRow("two lines, the platform's headers (reference)", references.plainPage),
        referenceRow('two lines, without the opener policy (reference)', references.withoutOpenerPolicy),
      ],
      targets: [
        target('Lighthouse mobile performance', lighthouse.performance, 95, String, true),
        target('TBT', lighthouse.tbtMs, 200, ms),
        target("first 'Adicionar' that works (median of 3)", firstAdd.firstAddMs, 3000, ms),
        target('LCP', lighthouse.lcpMs, 2000, ms),
        target('CLS', lighthouse.clsValue, 0.05, (value) => value.toFixed(3)),
      ],
    },
    accessibilitySection(accessibility),
  ];
}
