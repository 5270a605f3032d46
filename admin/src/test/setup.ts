import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The whole back office renders in each test; on a loaded machine a screen may take a while.
configure({ asyncUtilTimeout: 10_000 });

const consoleError = console.error.bind(console);

beforeEach(() => {
  // react-admin logs every failed data provider call (an Error object) before the screen shows it;
  // the tests provoke those failures on purpose. React's own warnings (strings) still print.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] instanceof Error) return;
    consoleError(...args);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
