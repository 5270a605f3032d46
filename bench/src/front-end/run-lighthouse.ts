/**
 * One Lighthouse run of a page: the default configuration, which is the mobile profile (a mid-range
 * phone's screen, 4× CPU slowdown and a slow-4G network, simulated from the page's real trace),
 * driving Debian's Chromium headless. Bounded in time; Chromium is killed whatever happens.
 * `site.localhost` and the other `*.localhost` names resolve to loopback inside Chromium.
 *
 * A page behind a sign-in (the host dashboard, the admin panel) is measured with its session in
 * localStorage: puppeteer opens the page's origin in the launched Chromium, writes the entries,
 * and Lighthouse runs in that tab without resetting the origin's storage.
 */
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export type LighthouseFigures = {
  /** 0–100. */
  performance: number;
  lcpMs: number;
  clsValue: number;
  tbtMs: number;
  fcpMs: number;
};

export type LighthouseOptions = {
  chromePath?: string;
  /** The whole run, Chromium's start included. */
  timeoutMs?: number;
  /**
   * The categories measured: performance unless told (accessibility; best-practices reports
   * console errors such as CSP violations).
   */
  categories?: string[];
  /** localStorage entries of the page's origin before the run (a signed-in session). */
  storage?: Record<string, string>;
  /** Requests the browser refuses during the run (Lighthouse's patterns, `*` any text). */
  blockedUrlPatterns?: string[];
};

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// Chromium sometimes records a trace Lighthouse cannot read (NO_NAVSTART: "Please run Lighthouse
// again"); a fresh browser nearly always records a good one.
const ATTEMPTS = 3;

function kill(chrome: LaunchedChrome): void {
  try {
    chrome.kill();
  } catch {
    // Already gone.
  }
}

/** A tab of the launched Chromium, on `url`'s origin, whose localStorage holds `storage`. */
async function openWithStorage(
  port: number,
  url: string,
  storage: Record<string, string>,
): Promise<{ browser: Browser; page: Page }> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    // Any document of the origin will do; the page itself is the one sure to be served.
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.evaluate((entries) => {
      // Runs in the page; the bench's own types know no DOM.
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(key: string, value: string): void };
      };
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    return { browser, page };
  } catch (error) {
    await browser.disconnect();
    throw error;
  }
}

async function runOnce(
  url: string,
  chromePath: string,
  categories: string[],
  storage: Record<string, string> | undefined,
  blockedUrlPatterns: string[] | undefined,
  deadline: number,
): Promise<Result> {
  const launching = launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let chrome: LaunchedChrome;
  try {
    chrome = await withTimeout(launching, deadline - Date.now(), 'Starting Chromium');
  } catch (error) {
    // A browser that comes up after the deadline is closed at once.
    launching.then(kill, () => {});
    throw error;
  }
  let browser: Browser | undefined;
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      blockedUrlPatterns,
    };
    let page: Page | undefined;
    if (storage) {
      const opening = openWithStorage(chrome.port, url, storage);
      ({ browser, page } = await withTimeout(opening, deadline - Date.now(), `Opening ${url}`));
      // Lighthouse clears the origin's storage before loading the page unless told not to.
      flags.disableStorageReset = true;
    }
    const running = lighthouse(url, flags, undefined, page);
    const result = await withTimeout(running, deadline - Date.now(), `Lighthouse on ${url}`);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
    return result.lhr;
  } finally {
    await browser?.disconnect().catch(() => {});
    // Also when the deadline passed: the run still going then fails once its browser is gone.
    kill(chrome);
  }
}

/** The full Lighthouse report of `url` (for the figures, the LCP element, console errors…). */
export async function runLighthouseReport(url: string, options: LighthouseOptions = {}): Promise<Result> {
  const {
    chromePath = '/usr/bin/chromium',
    timeoutMs = 180_000,
    categories = ['performance'],
    storage,
    blockedUrlPatterns,
  } = options;
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS && Date.now() < deadline; attempt++) {
    const report = await runOnce(url, chromePath, categories, storage, blockedUrlPatterns, deadline);
    if (!report.runtimeError) return report;
    lastError = `${report.runtimeError.code}: ${report.runtimeError.message}`;
  }
  throw new Error(`Lighthouse could not measure ${url} (${lastError || 'out of time'}).`);
}

function numeric(report: Result, audit: string): number {
  const value = report.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`The Lighthouse report has no value for ${audit}.`);
  return value;
}

/** The performance figures of a report run with the performance category. */
export function readPerformance(report: Result): LighthouseFigures {
  const score = report.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('The Lighthouse report has no performance score.');
  return {
    performance: Math.round(score * 100),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    clsValue: numeric(report, 'cumulative-layout-shift'),
    tbtMs: numeric(report, 'total-blocking-time'),
    fcpMs: numeric(report, 'first-contentful-paint'),
  };
}

/**
 * The images the page downloaded during the run (Lighthouse's network requests of type Image):
 * how many, their bytes over the wire, and the largest one's URL and bytes (on the event page, the
 * banner: what the `srcset` is for).
 */
export function readImageDownloads(report: Result): {
  count: number;
  bytes: number;
  largest: { url: string; bytes: number };
} {
  const details = report.audits['network-requests']?.details as
    | { items?: { url?: string; resourceType?: string; transferSize?: number }[] }
    | undefined;
  const images = (details?.items ?? []).filter((item) => item.resourceType === 'Image');
  let largest = { url: '', bytes: 0 };
  let bytes = 0;
  for (const image of images) {
    const size = image.transferSize ?? 0;
    bytes += size;
    if (size > largest.bytes) largest = { url: image.url ?? '', bytes: size };
  }
  return { count: images.length, bytes, largest };
}
