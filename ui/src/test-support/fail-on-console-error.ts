/**
 * Component tests fail on a console error nobody expected: React's warnings (act, keys, props),
 * a failed request a screen logs, a crash an error boundary caught. Muted, they hide the bug that
 * a later test trips over; a test that provokes one on purpose says so with `expectConsoleError`.
 * Call `failOnConsoleError()` once in a workspace's test setup.
 */
import { afterEach, beforeEach, vi } from 'vitest';

/** What was logged, plainly: React's format string and its arguments, an error's stack. */
function describe(args: unknown[]): string {
  return args
    .map((arg) =>
      arg instanceof Error ? (arg.stack ?? arg.message) : typeof arg === 'string' ? arg : String(arg),
    )
    .join(' ');
}

let expected: Array<RegExp | string> = [];
let unexpected: string[] = [];

/**
 * The error this test provokes on purpose: a console error matching `pattern` (a text it contains,
 * as written: a server's message may hold a regular expression's special characters) is then
 * allowed.
 */
export function expectConsoleError(pattern: RegExp | string): void {
  expected.push(pattern);
}

const matches = (text: string) => (pattern: RegExp | string) =>
  typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);

export function failOnConsoleError(): void {
  beforeEach(() => {
    expected = [];
    unexpected = [];
    const original = console.error;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = describe(args);
      if (expected.some(matches(text))) return;
      unexpected.push(text);
      original(...args);
    });
  });

  afterEach(() => {
    const errors = unexpected;
    unexpected = [];
    if (errors.length > 0) {
      throw new Error(
        `The test logged ${errors.length} unexpected console error(s):\n${errors.join('\n---\n')}`,
      );
    }
  });
}
