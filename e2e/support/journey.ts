/**
 * One browser journey: Debian's Chromium through playwright-core, a fresh browser context, named
 * steps, screenshots of the key screens in e2e/artifacts/<journey>/, and on any failure an error
 * that names the step and carries what the user saw: each open page's URL and visible text, the
 * page's script errors, and a last screenshot.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { ARTIFACTS_DIR } from './artifacts';
import { checkAccessibility } from './axe';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  // Native controls (date inputs) in the apps' language.
  '--lang=pt-BR',
  // The apps live on admin., users. and site.localhost: loopback, whatever the resolver thinks.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
];
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const MAX_TEXT = 6000;
const APP_HOST = /^(admin|users|site)\.localhost$/;

export type AppName = 'admin' | 'users' | 'site';

export type Journey = {
  page: Page;
  context: BrowserContext;
  /** The address of an app: `appUrl('site', '/ana-e-pedro')` → http://site.localhost:<port>/ana-e-pedro */
  appUrl: (app: AppName, pathname?: string) => string;
  /** Runs one step; a failure inside says which. */
  step: <T>(name: string, action: () => Promise<T>) => Promise<T>;
  /** Saves a screenshot of the page (the journey's page by default) as NN-<name>.png. */
  shot: (name: string, page?: Page) => Promise<void>;
};

export type JourneyOptions = { device?: 'phone' | 'desktop' };

async function describePages(context: BrowserContext): Promise<string> {
  const parts: string[] = [];
  for (const page of context.pages()) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch((error: Error) => `(no text: ${error.message.split('\n')[0]})`);
    const shown = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}\n…` : text;
    parts.push(`--- ${page.url()}\n${shown.replace(/\n{3,}/g, '\n\n').trim()}`);
  }
  return parts.join('\n\n');
}

export async function runJourney(
  id: string,
  options: JourneyOptions,
  body: (journey: Journey) => Promise<void>,
): Promise<void> {
  const port = inject('port');
  const dir = path.join(ARTIFACTS_DIR, id);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });

  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const context = await browser.newContext({
    ...(options.device === 'phone' ? PHONE : DESKTOP),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const scriptErrors: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => scriptErrors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') scriptErrors.push(`${page.url()}: console: ${message.text()}`);
    });
  };
  context.on('page', watch);
  const page = await context.newPage();

  let shots = 0;
  let currentStep = '(start)';
  const journey: Journey = {
    page,
    context,
    appUrl: (app, pathname = '/') => `http://${app}.localhost:${port}${pathname}`,
    step: async (name, action) => {
      currentStep = name;
      const result = await action();
      // Every page of the apps open at a step's end, in any of the journey's browser contexts
      // (a second device, a back-office session), with its dialogs: axe at both sizes.
      const open = (context.browser()?.contexts() ?? [context]).flatMap((each) => each.pages());
      for (const [index, each] of open.entries())
        if (APP_HOST.test(new URL(each.url()).hostname))
          await checkAccessibility(each, `${id} · ${name} · page ${index + 1}`, dir);
      return result;
    },
    shot: async (name, target = page) => {
      shots++;
      // Transitions run to their end first: a dialog just closed is gone, not half faded.
      await target.screenshot({
        path: path.join(dir, `${String(shots).padStart(2, '0')}-${name}.png`),
        animations: 'disabled',
      });
    },
  };

  try {
    await body(journey);
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    for (const [index, open] of context.pages().entries())
      await open.screenshot({ path: path.join(dir, `failure-${index + 1}.png`) }).catch(() => {});
    const errors = scriptErrors.length ? `\n\nScript errors:\n${scriptErrors.slice(-10).join('\n')}` : '';
    throw new Error(
      `${id}: step "${currentStep}" failed: ${cause}\n\nWhat the browser showed:\n${await describePages(context)}${errors}\n\nScreenshots: ${dir}`,
      { cause: error },
    );
  } finally {
    await context.close().catch(() => {});
    await browser.close().catch(() => {});
  }
}
