import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const REPO_ROOT = path.dirname(fileURLToPath(import.meta.url));

/** A test file that replaces a module with `vi.mock` or `vi.doMock`. */
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/** An app's test files (`src/...`, relative to the app): those that replace a module, the others. */
function testFilesOf(app: string) {
  const files = { mocking: [] as string[], others: [] as string[] };
  const source = path.join(REPO_ROOT, app, 'src');
  for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.test\.tsx?$/.test(file)) continue;
    const mocks = MOCKS_A_MODULE.test(readFileSync(path.join(source, file), 'utf8'));
    files[mocks ? 'mocking' : 'others'].push(`src/${file.split(path.sep).join('/')}`);
  }
  return files;
}

/**
 * A front-end app's tests in one worker-wide module graph (isolation off): React, MUI and
 * react-admin are imported once per worker instead of once per file, which halves the apps' time
 * (admin 169 → 99 s, host 140 → 72 s on two cores). Nothing a test leaves behind
 * outlives its file: Testing Library's cleanup, storage cleared, globals unstubbed and spies
 * restored after each test (each app's src/test/setup.ts). A module replaced with `vi.mock`,
 * though, is replaced for the whole worker, whatever file imports it next; so the files that
 * replace a module run apart, isolated as before, found by reading them.
 */
function frontEndApp(app: string): TestProjectInlineConfiguration[] {
  const { mocking, others } = testFilesOf(app);
  // Each project extends the app's own config, whose `include` it keeps (lists are merged, not
  // replaced): what sets the two apart is what each one excludes.
  const base = { extends: `./${app}/vitest.config.ts`, root: `./${app}` };
  const shared = { ...base, test: { name: app, isolate: false, exclude: mocking } };
  if (mocking.length === 0) return [shared];
  return [shared, { ...base, test: { name: `${app} (module mocks)`, isolate: true, exclude: others } }];
}

// One test run for the whole repo: each workspace with tests is a project of its own.
export default defineConfig({
  test: {
    projects: [
      'shared',
      'ui',
      'server',
      'mock-server',
      // The guest site stays isolated: its modules hold what a page load reads once (the event the
      // server embedded, the taps before the script, the lazy part on its way), which a browser
      // starts afresh at each load and one module graph would carry from file to file.
      'guest',
      ...frontEndApp('host'),
      ...frontEndApp('admin'),
    ],
    // Twice as many test files at a time as the machine has cores (vitest's own default is one
    // fewer than the cores: a single file at a time on a two-core machine). A test file spends
    // much of its time waiting on PostgreSQL, which runs in processes of its own, so the cores
    // stay busy: on two cores, the whole suite 1 044 s at vitest's default, 590 s at three files
    // at a time, 566 s at four, every file passing.
    maxWorkers: '200%',
  },
});
