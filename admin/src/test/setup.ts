import '@testing-library/jest-dom/vitest';
import { failOnConsoleError } from '@celebra/ui/test-support';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A console error nobody expected fails the test: a failure a test provokes on purpose (a data
// provider call that rejects, which react-admin logs before the screen shows it) says so with
// `expectConsoleError`.
failOnConsoleError();

// A screen's first render loads its lazy chunk; on a machine busy with other work that can take
// longer than Testing Library's default second: in a full `npm test` (four test files at a time on
// two cores, the server's beside) the whole app's first mount once took over 10 s for a screen that
// shows in 1 s alone.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
