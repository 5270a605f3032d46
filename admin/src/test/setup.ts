import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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
