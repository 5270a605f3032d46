import { writeFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { PHONE } from './fixtures';

/** What a phone shows first of the event site: the top bar, the banner, the title and the intro. */
const FIRST_VIEW = { x: 0, y: 0, width: PHONE.viewport.width, height: 800 };

/** Waits for what the first view has to paint: fonts and images (the screenshot waits for a frame). */
async function settle(page: Page): Promise<void> {
  const broken = await page.evaluate(async (bottom) => {
    // `fonts.ready` only waits for faces the layout already asked for: on a busy machine the page
    // without script may not have asked yet, and its shot would show the fallback font. Every
    // declared face is loaded first (they are the site's own files, on the same server).
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
    await document.fonts.ready;
    // Only those in view: a lazy image further down never loads while it stays there. `decode()`
    // even for a complete image: an image marked `decoding="async"` may be loaded but not yet
    // decoded, and a frame painted then shows the box without it (the banner, a fifth of the view).
    const inView = [...document.images].filter((image) => image.getBoundingClientRect().top < bottom);
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    // An image that failed to load would read as a jump between the two pages: name it instead.
    return inView.filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src);
  }, FIRST_VIEW.height);
  if (broken.length) throw new Error(`The first view's images did not load: ${broken.join(', ')}`);
}

async function firstViewShot(page: Page): Promise<Buffer> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  return page.screenshot({ clip: FIRST_VIEW, animations: 'disabled' });
}

/**
 * The share of the first view's pixels that differ between the page as the server writes it
 * (opened with scripts off: the site's components rendered on the server, guest/src/
 * entry-server.tsx) and `page`, the same address once the site's script has hydrated it and
 * its effects have run. Anything that differs would make the page jump when the script takes
 * over. Compared in the browser's own canvas.
 */
export async function firstViewDifference(page: Page, testInfo: TestInfo): Promise<number> {
  const browser = page.context().browser();
  if (!browser) throw new Error('The journey page has no browser.');
  const scriptless = await browser.newContext({ ...PHONE, javaScriptEnabled: false, locale: 'pt-BR' });
  try {
    const written = await scriptless.newPage();
    await written.goto(page.url());
    const before = await firstViewShot(written);
    const after = await firstViewShot(page);
    const difference = await compare(page, before, after);
    // Kept for a look when they differ: the two shots side by side say what moved.
    if (difference > 0) {
      await writeFile(testInfo.outputPath('first-view-written.png'), before);
      await writeFile(testInfo.outputPath('first-view-hydrated.png'), after);
    }
    return difference;
  } finally {
    await scriptless.close();
  }
}

/** The share of pixels that differ between two shots of the same size, in the page's canvas. */
async function compare(page: Page, before: Buffer, after: Buffer): Promise<number> {
  // No function is declared inside: the test runner's transform would name it with a helper
  // that the page does not have.
  return await page.evaluate(
    async (shots) => {
      const images: Uint8ClampedArray[] = [];
      for (const base64 of shots) {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(image, 0, 0);
        images.push(context.getImageData(0, 0, image.width, image.height).data);
      }
      const [x = new Uint8ClampedArray(), y = new Uint8ClampedArray()] = images;
      if (x.length !== y.length) return 1;
      let differing = 0;
      for (let i = 0; i < x.length; i += 4) {
        const delta = Math.max(
          Math.abs((x[i] ?? 0) - (y[i] ?? 0)),
          Math.abs((x[i + 1] ?? 0) - (y[i + 1] ?? 0)),
          Math.abs((x[i + 2] ?? 0) - (y[i + 2] ?? 0)),
        );
        if (delta > 16) differing++;
      }
      return differing / (x.length / 4);
    },
    [before.toString('base64'), after.toString('base64')],
  );
}
