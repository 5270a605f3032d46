/**
 * What a phone shows below the fold (BelowTheFold.tsx: the gallery, the sections the settings
 * show, the footer) is a chunk of its own, so the script a phone waits for before the page is its
 * own stays small. The server renders it into the page with the first view, so the gift list is
 * on the screen, and its buttons answer a tap (early-taps.ts), as soon as the HTML is in. In the
 * browser each part waits in a Suspense boundary for that chunk: while hydrating, React keeps the
 * server's markup in place and takes it over once the chunk has arrived; without the server's
 * markup (a site behind a password, a page drawn by the browser) the part appears then.
 */
import { createContext, lazy, type ReactNode, Suspense, useContext } from 'react';
import { importWithRetries } from '../../../../common/progressive';

type BelowTheFoldModule = typeof import('./BelowTheFold');

const RenderedModule = createContext<BelowTheFoldModule | null>(null);

/** The chunk, given by the server's render (entry-server.tsx), which imports it with the rest. */
export const BelowTheFoldProvider = RenderedModule.Provider;

let loading: Promise<BelowTheFoldModule> | undefined;

/** The chunk, asked for once. */
export function loadBelowTheFold(): Promise<BelowTheFoldModule> {
  loading ??= importWithRetries(() => import('./BelowTheFold'));
  return loading;
}

type Render = { render: (module: BelowTheFoldModule) => ReactNode };

// The chunk's parts once it is here (no element of its own: the markup is the server's).
const Loaded = lazy(() =>
  loadBelowTheFold().then((module) => ({ default: ({ render }: Render) => render(module) })),
);

/** A part of the page below the fold, drawn by `render` from the chunk once it is here. */
export function BelowTheFoldPart({ render }: Render) {
  const rendered = useContext(RenderedModule);
  return <Suspense fallback={null}>{rendered ? render(rendered) : <Loaded render={render} />}</Suspense>;
}
