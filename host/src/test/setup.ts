import '@testing-library/jest-dom/vitest';
import { failOnConsoleError } from '@celebra/ui/test-support';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Pages are lazy chunks: the first render of one transforms it, which a busy machine takes its time over.
configure({ asyncUtilTimeout: 10_000 });

/**
 * XMLHttpRequest (the upload with progress) carried over the stubbed `fetch`, so that uploads
 * meet the same API mock as every other call. It reports one half-way progress event first.
 */
class FetchXMLHttpRequest {
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  private readonly controller = new AbortController();
  private readonly headers: Record<string, string> = {};
  private method = 'GET';
  private url = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  abort() {
    this.controller.abort();
    this.events.dispatchEvent(new Event('abort'));
  }
  send(body: FormData) {
    queueMicrotask(async () => {
      this.upload.dispatchEvent(
        Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 100 }),
      );
      try {
        const response = await fetch(this.url, {
          method: this.method,
          headers: this.headers,
          body,
          signal: this.controller.signal,
        });
        if (this.controller.signal.aborted) return;
        this.status = response.status;
        this.responseText = await response.text();
        this.events.dispatchEvent(new Event('load'));
      } catch {
        if (!this.controller.signal.aborted) this.events.dispatchEvent(new Event('error'));
      }
    });
  }
}

/** happy-dom's window controls, for the screen size. */
type HappyWindow = Window & { happyDOM?: { setViewport: (size: { width: number; height: number }) => void } };

/** Phone or desktop: the bottom bar shows below 1024 px only. */
export function setViewport(width: number, height = 800) {
  (window as HappyWindow).happyDOM?.setViewport({ width, height });
}

// A test file may run in plain Node (`@vitest-environment node`, the PDF test): no DOM to set up.
const hasDom = typeof window !== 'undefined';

// A console error nobody expected fails the test; one a test provokes on purpose is declared
// there with `expectConsoleError`.
failOnConsoleError();

beforeEach(() => {
  if (!hasDom) return;
  setViewport(390, 844);
  vi.stubGlobal('XMLHttpRequest', FetchXMLHttpRequest);
  let nextUrl = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++nextUrl}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
