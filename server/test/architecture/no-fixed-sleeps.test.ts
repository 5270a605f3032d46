import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/paths';

/**
 * Tests wait for the event itself (`vi.waitFor` on the condition, fake timers, a promise the code
 * exposes), never for the clock: a fixed sleep is too short on a loaded machine and too long on
 * an idle one, and a hand-rolled poll is `vi.waitFor` written again. This finds both in the test
 * files and test helpers of every workspace that `npm test` runs.
 */
const ROOTS = [
  'server/test',
  'mock-server/test',
  'shared/src',
  'ui/src',
  'guest/src',
  'host/src',
  'admin/src',
];

/** The fault and soak suites kill processes and run for minutes by design; `npm test` runs neither. */
const NOT_UNIT_TESTS = /^server\/test\/(faults|soak)\//;

/** This file, whose samples below are the waits it refuses. */
const SELF = 'server/test/architecture/no-fixed-sleeps.test.ts';

/** A test file, or a file of a test folder (helpers, fixtures). */
const TEST_SOURCE = /(\.test\.tsx?$)|(\/test\/.*\.tsx?$)/;

/** A promise resolved by a timer, and the timer promises of Node: a wait on the clock. */
const FIXED_WAIT = /setTimeout\(\s*(resolve|res|r|done)\b|['"](node:)?timers\/promises['"]/g;

function sourcesOf(root: string): string[] {
  return readdirSync(path.join(REPO_ROOT, root), { recursive: true, encoding: 'utf8' })
    .map((file) => `${root}/${file}`)
    .filter(
      (file) =>
        !file.includes('node_modules') &&
        TEST_SOURCE.test(file) &&
        !NOT_UNIT_TESTS.test(file) &&
        file !== SELF,
    );
}

/** Each file's waits on the clock, as `file:line text`. */
function fixedWaits(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of ROOTS.flatMap(sourcesOf)) {
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    const lines = text.split('\n');
    const waits = [...text.matchAll(FIXED_WAIT)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${file}:${line} ${lines[line - 1]?.trim()}`;
    });
    if (waits.length > 0) found.set(file, waits);
  }
  return found;
}

describe('tests wait for the event, not for the clock', () => {
  it('no test sleeps a fixed time or polls by hand', () => {
    // A stand-in that must answer late holds its answer until the test lets it go; a window in
    // which something must not happen is closed by the event that would have started it.
    expect([...fixedWaits().values()].flat()).toEqual([]);
  });

  it('finds the waits it is meant to refuse', () => {
    const samples = [
      'await new Promise((resolve) => setTimeout(resolve, 300));',
      'const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));',
      "import { setTimeout as sleep } from 'node:timers/promises';",
    ];
    for (const sample of samples) expect(sample.match(FIXED_WAIT)).not.toBeNull();
    // A timer the code under test sets, or a give-up deadline, is not a wait.
    expect('const giveUp = setTimeout(() => socket.destroy(), 10_000);'.match(FIXED_WAIT)).toBeNull();
  });
});
