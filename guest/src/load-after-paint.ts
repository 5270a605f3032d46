/**
 * The event site's script loader on an event's page, where the server has written the first view
 * into the HTML (server/src/apps/guest-page.ts): the site's script (about 125 KB) is asked for once
 * that view has painted, instead of with the page. Nothing on the screen waits for it then, and
 * on a phone's network the banner and the avatar get the bandwidth first.
 *
 * It waits for the browser's report of the largest paint (the first view's banner or text, which
 * the site then hydrates), else of the first paint; at once where paints are not reported or the
 * page is hidden (a background tab paints nothing), and never more than MAX_WAIT_MS.
 *
 * It also answers a gift's 'Adicionar' from the start (early-taps.ts), so a tap before the site's
 * script has arrived is not lost.
 *
 * A module of its own that imports only that listener, built beside the site (vite.config.ts);
 * the server puts it in place of the site's <script>s, whose addresses it passes in `data-app`.
 */
import { listenForEarlyTaps } from './early-taps';

/** The id of the <script> that loads this module (the server writes it). */
const LOADER_ID = 'celebra-app-loader';
const MAX_WAIT_MS = 3000;

function loadApp(): void {
  // The built page's module scripts, space-separated: the site's entry, and the bundler's runtime
  // beside it when the build has one (the entry imports it; asked for together, in parallel).
  const sources = document.getElementById(LOADER_ID)?.dataset.app?.split(' ').filter(Boolean) ?? [];
  for (const src of sources) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.append(script);
  }
}

function whenPainted(then: () => void): void {
  const supported = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  const type = ['largest-contentful-paint', 'paint'].find((name) => supported.includes(name));
  if (!type || document.visibilityState === 'hidden') {
    then();
    return;
  }
  let isDone = false;
  const observer = new PerformanceObserver(() => done());
  const timer = window.setTimeout(() => done(), MAX_WAIT_MS);
  function done() {
    if (isDone) return;
    isDone = true;
    observer.disconnect();
    window.clearTimeout(timer);
    then();
  }
  observer.observe({ type, buffered: true });
}

listenForEarlyTaps();
whenPainted(loadApp);
