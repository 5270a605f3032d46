import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ARTIFACTS_DIR } from './support/artifacts';
import { useDebianFfmpeg } from './support/debian-ffmpeg';

/**
 * The browser journeys under @playwright/test. Each journey seeds what it needs (its own host,
 * event, purchases: support/seed.ts) on the one platform global-setup.ts starts, so they run
 * alone, in any order and side by side. Not in the root vitest projects: `npm test` needs no
 * browser.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*/**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  outputDir: path.join(ARTIFACTS_DIR, 'results'),
  // Two cores: two journeys at a time, each with its own browser.
  workers: 2,
  fullyParallel: false,
  // A retried pass is reported as flaky, not hidden as a pass.
  retries: process.env.CI ? 1 : 0,
  // A journey is a few minutes of clicking, axe after each step: three minutes one at a time on a
  // loaded two-core machine; with two side by side beside other work journey 10 passed six
  // minutes. The long ones (the cart read at four sizes, ten lists, twelve colours) set their own
  // allowance in their file.
  timeout: 10 * 60_000,
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(ARTIFACTS_DIR, 'report'), open: 'never' }],
    ['json', { outputFile: path.join(ARTIFACTS_DIR, 'results.json') }],
  ],
  use: {
    viewport: { width: 1366, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    acceptDownloads: true,
    // What a person waits for a page or a control. 15 s was not enough on a two-core machine
    // shared with other test runs (load above 20): pages of the apps came after it, whole.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
    // Recorded by Debian's ffmpeg (apt install ffmpeg); without it, none.
    video: useDebianFfmpeg() ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: no browser is ever downloaded.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        // Native controls (date inputs) in the apps' language.
        '--lang=pt-BR',
        // The apps live on admin., users. and site.localhost: loopback, whatever the resolver thinks.
        '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
      ],
    },
  },
});
