/**
 * The guest site's routing. It has three routes and no nested layouts, loaders or
 * links, so a router library's weight (react-router was 11 KB of the first view's gzipped
 * JavaScript, a 170 KB budget on a phone) bought nothing: the location comes from the address bar,
 * `navigate` pushes a history entry, and Back and Forward are followed.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

type TLocation = { pathname: string; search: string };
type TRouter = { location: TLocation; navigate: (to: string) => void };

/**
 * What a path shows: the checkout return page, a legal page (`/privacidade`, `/termos`: reserved
 * slugs, no event takes them), or an event site (slug '' at `/`: no event).
 */
export type TRoute =
  | { page: 'checkout-success' }
  | { page: 'legal'; document: 'privacy' | 'terms' }
  | { page: 'event'; slug: string };

/** The legal pages' paths, one segment each (the server's guest-page.ts knows them too). */
const LEGAL_PAGES: Readonly<Record<string, 'privacy' | 'terms'>> = {
  privacidade: 'privacy',
  termos: 'terms',
};

const RouterContext = createContext<TRouter | null>(null);

function useRouter(): TRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The guest site is rendered outside a router.');
  return router;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as typed: the event look-up then finds nothing (not found page).
    return segment;
  }
}

/**
 * `/page/checkout-success` (any letter case, a trailing slash allowed) is the checkout return;
 * `/privacidade` and `/termos` the legal pages; otherwise the first path segment is the event's slug, whatever follows it.
 */
export function matchRoute(pathname: string): TRoute {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 2 && segments.join('/').toLowerCase() === 'page/checkout-success') {
    return { page: 'checkout-success' };
  }
  const legal = segments.length === 1 ? LEGAL_PAGES[(segments[0] as string).toLowerCase()] : undefined;
  if (legal) return { page: 'legal', document: legal };
  return { page: 'event', slug: segments[0] ? decodeSegment(segments[0]) : '' };
}

const readLocation = (): TLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
});

/** The address bar's location: what the page was opened at, then Back, Forward and `navigate`. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => {
    const onPop = () => setLocation(readLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: string) => {
    window.history.pushState(null, '', to);
    setLocation(readLocation());
  }, []);
  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

function toLocation(path: string): TLocation {
  const url = new URL(path, 'http://site.localhost');
  return { pathname: url.pathname, search: url.search };
}

/** A location held in memory, starting at `path` (tests): the address bar is left alone. */
export function MemoryRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => toLocation(path));
  const navigate = useCallback((to: string) => setLocation(toLocation(to)), []);
  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** The route of the current location. */
export function useRoute(): TRoute {
  const { pathname } = useRouter().location;
  return useMemo(() => matchRoute(pathname), [pathname]);
}

/** The current location's query parameters. */
export function useSearchParams(): URLSearchParams {
  const { search } = useRouter().location;
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Goes to a path of the site, as a new history entry. */
export function useNavigate(): (to: string) => void {
  return useRouter().navigate;
}
