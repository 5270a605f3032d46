/**
 * The journeys' `test`: @playwright/test on Debian's Chromium (playwright.config.ts), with a
 * `journey` fixture holding the page and its browser context, the apps' addresses, named steps
 * (`test.step`, so a failure names the step; each followed by axe on every page of the apps
 * open) and screenshots of the key screens in the test's output folder. On a failure the
 * runner keeps the trace, the video and a screenshot; the page's script errors and what each
 * open page showed are attached too.
 */
import { type BrowserContext, test as base, type Page, type TestInfo } from '@playwright/test';
import { checkAccessibility } from './axe';
import { type AppName, appUrl } from './platform-env';
import { closeSeedDatabase } from './seed';

export { expect } from '@playwright/test';

/** A phone as the journeys hold it: `test.use(PHONE)` for a whole file, or a second context's options. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A second context's usual options: the apps' language and time zone. */
export const PEOPLE_PLACE = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' } as const;

const MAX_TEXT = 6000;
const APP_HOST = /^(admin|users|site)\.localhost$/;

export type Journey = {
  page: Page;
  context: BrowserContext;
  /** The address of an app: `appUrl('site', '/ana-e-pedro')` → http://site.localhost:<port>/ana-e-pedro */
  appUrl: (app: AppName, pathname?: string) => string;
  /** Runs one step (a `test.step`); axe then reads every page of the apps open, in any context. */
  step: <T>(name: string, action: () => Promise<T>) => Promise<T>;
  /** Saves a screenshot of the page (the journey's page by default) as NN-<name>.png. */
  shot: (name: string, page?: Page) => Promise<void>;
};

async function describePages(pages: Page[]): Promise<string> {
  const parts: string[] = [];
  for (const page of pages) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch((error: Error) => `(no text: ${error.message.split('\n')[0]})`);
    const shown = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}\n…` : text;
    parts.push(`--- ${page.url()}\n${shown.replace(/\n{3,}/g, '\n\n').trim()}`);
  }
  return parts.join('\n\n');
}

function failed(testInfo: TestInfo): boolean {
  return testInfo.status !== testInfo.expectedStatus;
}

export const test = base.extend<{ journey: Journey }, { seedDatabase: undefined }>({
  // The seeding pool of a worker, closed once its journeys are done.
  seedDatabase: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(undefined);
      await closeSeedDatabase();
    },
    { scope: 'worker', auto: true },
  ],

  journey: async ({ page, context }, use, testInfo) => {
    const scriptErrors: string[] = [];
    const watch = (watched: Page) => {
      watched.on('pageerror', (error) => scriptErrors.push(`${watched.url()}: ${error.message}`));
      watched.on('console', (message) => {
        if (message.type() === 'error') scriptErrors.push(`${watched.url()}: console: ${message.text()}`);
      });
    };
    watch(page);
    context.on('page', watch);
    const browser = context.browser();
    const openPages = () => (browser?.contexts() ?? [context]).flatMap((each) => each.pages());

    let shots = 0;
    // outputPath() makes the test's folder: axe appends its notes to accessibility.md there.
    const reportDir = testInfo.outputPath();
    const journey: Journey = {
      page,
      context,
      appUrl,
      step: (name, action) =>
        test.step(name, async () => {
          const result = await action();
          // Every page of the apps open at a step's end, in any of the journey's browser contexts
          // (a second device, a back-office session), with its dialogs: axe at both sizes.
          for (const [index, each] of openPages().entries())
            if (APP_HOST.test(new URL(each.url()).hostname))
              await checkAccessibility(each, `${name} · page ${index + 1}`, reportDir);
          return result;
        }),
      shot: async (name, target = page) => {
        shots++;
        // Transitions run to their end first: a dialog just closed is gone, not half faded.
        await target.screenshot({
          path: testInfo.outputPath(`${String(shots).padStart(2, '0')}-${name}.png`),
          animations: 'disabled',
        });
      },
    };

    await use(journey);

    if (failed(testInfo)) {
      const pages = openPages();
      for (const [index, each] of pages.entries()) {
        const shot = await each.screenshot().catch(() => undefined);
        if (shot)
          await testInfo.attach(`page ${index + 1} at the failure`, { body: shot, contentType: 'image/png' });
      }
      await testInfo.attach('what the browser showed', {
        body: await describePages(pages),
        contentType: 'text/plain',
      });
      if (scriptErrors.length)
        await testInfo.attach('script errors', { body: scriptErrors.join('\n'), contentType: 'text/plain' });
    }
  },
});
