import path from 'node:path';
import type { BenchContext } from '../context';
import { dressDemoEvent } from '../front-end/dress-demo-event';
import { accessibilitySection, logFindings, measureSignedInPages } from '../front-end/measure-accessibility';
import { measureFirstView } from '../front-end/measure-first-view';
import { readAccessibility } from '../front-end/read-accessibility';
import { readImageDownloads, readPerformance, runLighthouseReport } from '../front-end/run-lighthouse';
import { REPO_ROOT } from '../platform';
import { kb, ms, type Section, target } from '../report';

// Gzipped KB. The event site's is what a guest's phone waits for before the page answers a tap;
// the host dashboard's before its first screen.
const JS_BUDGETS = { guest: 140, host: 180, admin: 450 } as const;

/**
 * What each app's first view loads (from its build), Lighthouse on the demo event page, and its
 * accessibility there, on the host dashboard's home and on the admin dashboard.
 */
export async function frontEndSections(ctx: BenchContext): Promise<Section[]> {
  const apps = [];
  for (const app of ['guest', 'host', 'admin'] as const) {
    apps.push({ app, view: await measureFirstView(path.join(REPO_ROOT, app, 'dist')) });
  }
  const port = new URL(ctx.platform.url).port;
  const pageUrl = `http://site.localhost:${port}/ana-e-pedro`;
  const dressed = await dressDemoEvent(ctx);
  ctx.log(`lighthouse: ${pageUrl}`);
  const guestReport = await runLighthouseReport(pageUrl, { categories: ['performance', 'accessibility'] });
  const lighthouse = readPerformance(guestReport);
  const images = readImageDownloads(guestReport);
  const accessibility = [
    { page: 'guest /ana-e-pedro', findings: readAccessibility(guestReport) },
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
      setup: `Lighthouse 12 on the demo event page of the guest site as the platform serves it, default mobile profile (simulated slow 4G, 4× CPU slowdown), Debian's Chromium, headless, before any load scenario. The page carries real-photo weights: ${dressed.photos} camera photos (4032 × 3024 JPEG, ${(dressed.averageBytes / 1024 / 1024).toFixed(1)} MB each on average) were uploaded through the API (to a second, web-only instance on the same database and media folder) as the banner, the avatar and each gift's photo, and the server keeps each in four widths; 'images' is what the phone downloaded, 'largest' the biggest of them (the banner's copy its srcset picked).`,
      table: [
        ['page', 'performance', 'LCP', 'CLS', 'TBT', 'FCP', 'images', 'largest'],
        [
          '/ana-e-pedro',
          String(lighthouse.performance),
          ms(lighthouse.lcpMs),
          lighthouse.clsValue.toFixed(3),
          ms(lighthouse.tbtMs),
          ms(lighthouse.fcpMs),
          `${images.count}, ${kb(images.bytes)}`,
          `${kb(images.largest.bytes)} ${images.largest.url.replace(/^.*\/media\//, '/media/')}`,
        ],
      ],
      targets: [
        target('Lighthouse mobile performance', lighthouse.performance, 95, String, true),
        target('LCP', lighthouse.lcpMs, 2000, ms),
        target('CLS', lighthouse.clsValue, 0.05, (value) => value.toFixed(3)),
      ],
    },
    accessibilitySection(accessibility),
  ];
}
