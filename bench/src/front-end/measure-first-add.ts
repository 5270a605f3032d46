/**
 * How long a guest on a mid-range phone waits before the gift list answers a tap: from the start of
 * the page's navigation until the first gift's 'Adicionar' puts it in the cart. The first view is
 * rendered on the server, so the button is painted early; it works once the page's script has run
 * and React has taken the markup over. Lighthouse's paint and blocking-time figures do not say when
 * that is, so it is measured as a guest meets it: Debian's Chromium under Lighthouse's mobile
 * profile applied for real (4× CPU slowdown, slow-4G latency and throughput, no cache), tapping the
 * first 'Adicionar' as soon as it is painted and again every moment until the cart shows a gift.
 * The figure is when the cart showed the gift of the tap that worked, read on the page's own clock
 * (navigation start is zero); a tap that lands while the page is still being taken over does
 * nothing, as for a guest, who taps again.
 */
import { launch } from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';

export type FirstAddFigures = {
  /** From navigation start until the cart showed the gift of the tap that worked. */
  firstAddMs: number;
  /** When that tap was made. */
  tapMs: number;
  /** When the button was first painted (a tap then still did nothing if this is much earlier). */
  buttonPaintedMs: number;
  /** Taps it took. */
  taps: number;
};

// Lighthouse's mobile profile (its 'mobileSlow4G' and CPU slowdown), applied through DevTools.
const MOBILE_NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** How long a tap is given to show its gift in the cart before the guest taps again. */
const TAP_ANSWER_MS = 1_000;

type Button = { x: number; y: number; now: number } | null;

/** The first gift's 'Adicionar' (not a free amount), its centre, and the page's clock. */
function findButton(page: Page): Promise<Button> {
  return page.evaluate(() => {
    // Runs in the page; the bench's own types know no DOM.
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<unknown> } })
      .document;
    const buttons = Array.from(doc.querySelectorAll('button[aria-label^="Adicionar "]')) as {
      textContent: string | null;
      getBoundingClientRect(): { x: number; y: number; width: number; height: number };
      scrollIntoView(options: { block: string }): void;
    }[];
    const button = buttons.find((each) => each.textContent?.trim() === 'Adicionar');
    const now = (globalThis as unknown as { performance: { now(): number } }).performance.now();
    if (!button) return null;
    // The guest scrolls down to the gift list first.
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, now };
  });
}

/** Whether the cart's button shows a gift ('Carrinho: 1 presente'). */
async function cartHasGift(page: Page, withinMs: number): Promise<boolean> {
  try {
    await page.waitForSelector('button[aria-label^="Carrinho: "]', { timeout: withinMs });
    return true;
  } catch {
    return false;
  }
}

/** One measure of `url` (the event page) in a fresh Chromium. */
export async function measureFirstAdd(
  url: string,
  { chromePath = '/usr/bin/chromium', timeoutMs = 120_000 } = {},
): Promise<FirstAddFigures> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      // Lighthouse's mobile screen.
      await page.setViewport({
        width: 412,
        height: 823,
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const devtools = await page.createCDPSession();
      await devtools.send('Network.enable');
      await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
      await devtools.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

      const deadline = Date.now() + timeoutMs;
      const loading = page.goto(url, { waitUntil: 'load', timeout: timeoutMs }).catch(() => null);
      let buttonPaintedMs: number | undefined;
      let taps = 0;
      while (Date.now() < deadline) {
        const button = await findButton(page).catch(() => null);
        if (!button) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        buttonPaintedMs ??= button.now;
        taps += 1;
        await page.touchscreen.tap(button.x, button.y);
        if (await cartHasGift(page, TAP_ANSWER_MS)) {
          const answeredMs = await page.evaluate(() =>
            (globalThis as unknown as { performance: { now(): number } }).performance.now(),
          );
          await loading;
          return { firstAddMs: answeredMs, tapMs: button.now, buttonPaintedMs, taps };
        }
      }
      throw new Error(
        `No tap on 'Adicionar' added a gift to the cart within ${timeoutMs / 1000} s at ${url}.`,
      );
    } finally {
      await browser.disconnect().catch(() => {});
    }
  } finally {
    chrome.kill();
  }
}
