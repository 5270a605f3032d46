import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The loader's <script> as the server writes it on an event's page. */
function writeLoader() {
  const loader = document.createElement('script');
  loader.id = 'celebra-app-loader';
  loader.dataset.app = '/assets/index-Ab12.js';
  document.head.append(loader);
}

// What the loader appends to the head, kept here rather than in the (script-less) test DOM.
let appended: HTMLScriptElement[] = [];
const appScript = () =>
  appended.find((script) => script.getAttribute('src') === '/assets/index-Ab12.js') ?? null;

/** A PerformanceObserver whose reports the test sends; `types` are the entry types it knows. */
function stubObserver(types: string[]) {
  const observers: { callback: () => void; type?: string }[] = [];
  class FakeObserver {
    static supportedEntryTypes = types;
    readonly record: { callback: () => void; type?: string };
    constructor(callback: () => void) {
      this.record = { callback };
      observers.push(this.record);
    }
    observe(options: { type: string }) {
      this.record.type = options.type;
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const report = () => {
    for (const observer of observers) observer.callback();
  };
  return { report, observers };
}

async function runLoader() {
  vi.resetModules();
  await import('./load-after-paint');
}

beforeEach(() => {
  writeLoader();
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...(nodes as HTMLScriptElement[]));
  });
});
afterEach(() => {
  document.getElementById('celebra-app-loader')?.remove();
  vi.useRealTimers();
});

describe('the loader of an event page', () => {
  it("asks for the site's script once the largest paint is reported", async () => {
    const paints = stubObserver(['paint', 'largest-contentful-paint']);
    await runLoader();
    expect(paints.observers[0]?.type).toBe('largest-contentful-paint');
    expect(appScript()).toBeNull();
    paints.report();
    const script = appScript() as HTMLScriptElement;
    expect(script.type).toBe('module');
    paints.report();
    expect(appended).toHaveLength(1);
  });

  it("asks for every script the server passes (the entry and the bundler's runtime)", async () => {
    document
      .getElementById('celebra-app-loader')
      ?.setAttribute('data-app', '/assets/runtime-Gh78.js /assets/index-Ab12.js');
    const paints = stubObserver(['largest-contentful-paint']);
    await runLoader();
    paints.report();
    expect(appended.map((script) => script.getAttribute('src'))).toEqual([
      '/assets/runtime-Gh78.js',
      '/assets/index-Ab12.js',
    ]);
    expect(appended.every((script) => script.type === 'module')).toBe(true);
  });

  it('waits for the first paint where the largest is not reported', async () => {
    const paints = stubObserver(['paint']);
    await runLoader();
    expect(paints.observers[0]?.type).toBe('paint');
    paints.report();
    expect(appScript()).not.toBeNull();
  });

  it('loads at once where no paint is reported, and after a while at the latest', async () => {
    stubObserver([]);
    await runLoader();
    expect(appScript()).not.toBeNull();
    appended = [];

    vi.useFakeTimers();
    stubObserver(['paint']);
    await runLoader();
    expect(appScript()).toBeNull();
    vi.advanceTimersByTime(3000);
    expect(appScript()).not.toBeNull();
  });

  it('loads at once in a hidden tab, which paints nothing', async () => {
    stubObserver(['paint']);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await runLoader();
    expect(appScript()).not.toBeNull();
  });
});
