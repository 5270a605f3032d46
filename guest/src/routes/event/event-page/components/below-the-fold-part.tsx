/**
 * What a phone shows below the fold (BelowTheFold.tsx: the gallery, the sections the settings
 * show, the footer) is a chunk of its own, so the script a phone waits for before the page is its
 * own stays small. The server renders it into the page with the first view, so the gift list is
 * on the screen, and its buttons answer a tap (early-taps.ts), as soon as the HTML is in. In the
 * browser each part waits in a Suspense boundary for that chunk: while hydrating, React keeps the
 * server's markup in place and takes it over once the chunk has arrived; without the server's
 * markup (a site behind a password, a page drawn by the browser) the part appears then.
 *
 * Taking the server's markup over waits, besides the chunk, for the guest's first move (a scroll,
 * a touch, a key): until then nothing below the fold can be used but a gift's 'Adicionar', which
 * answers without React (early-taps.ts), and taking a long list over is the heaviest work of the
 * page's start on a phone. A page without the server's markup, or opened at a section (#presentes),
 * does not wait.
 */
import { createContext, lazy, type ReactNode, Suspense, useContext } from 'react';
import { importWithRetries } from '../../../../common/progressive';

type BelowTheFoldModule = typeof import('./BelowTheFold');

const RenderedModule = createContext<BelowTheFoldModule | null>(null);

/** The chunk, given by the server's render (entry-server.tsx), which imports it with the rest. */
export const BelowTheFoldProvider = RenderedModule.Provider;

let loading: Promise<BelowTheFoldModule> | undefined;
let moved: Promise<void> | undefined;

// focusin and click too: a screen reader's virtual cursor moves and activates without the others.
const MOVES = ['scroll', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin', 'click'] as const;

/** Settles at the guest's first move on the page, at once where there is nothing to wait for. */
function firstMove(): Promise<void> {
  moved ??= new Promise((resolve) => {
    const hasServerMarkup = document.getElementById('root')?.hasAttribute('data-server-rendered');
    if (!hasServerMarkup || window.location.hash) {
      resolve();
      return;
    }
    const done = () => {
      for (const type of MOVES) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of MOVES) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return moved;
}

/** The chunk, asked for once. */
export function loadBelowTheFold(): Promise<BelowTheFoldModule> {
  loading ??= importWithRetries(() => import('./BelowTheFold'));
  return loading;
}

type Render = { render: (module: BelowTheFoldModule) => ReactNode };

// The chunk's parts once it is here (no element of its own: the markup is the server's).
const Loaded = lazy(() =>
  Promise.all([loadBelowTheFold(), firstMove()]).then(([module]) => ({
    default: ({ render }: Render) => render(module),
  })),
);

/** A part of the page below the fold, drawn by `render` from the chunk once it is here. */
export function BelowTheFoldPart({ render }: Render) {
  const rendered = useContext(RenderedModule);
  return <Suspense fallback={null}>{rendered ? render(rendered) : <Loaded render={render} />}</Suspense>;
}
