import '@testing-library/jest-dom/vitest';
import { failOnConsoleError } from '@celebra/ui/test-support';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Sections and dialogs are lazy chunks; the whole repo's tests share two cores, so a first render
// may take seconds.
configure({ asyncUtilTimeout: 10_000 });

// The simulated DOM has no layout, so nothing ever scrolls into view: report every observed
// element as visible at once (the lazily shown forms and map then render as they would on scroll).
class VisibleIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { isIntersecting: true, target, intersectionRatio: 1 } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// A console error nobody expected fails the test; one a test provokes on purpose is declared
// there with `expectConsoleError`.
failOnConsoleError();

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', VisibleIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
