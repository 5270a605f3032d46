import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 100 }));
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

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FetchXMLHttpRequest);
  let nextUrl = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++nextUrl}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
