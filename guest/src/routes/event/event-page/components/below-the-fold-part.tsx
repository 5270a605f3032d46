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
 * a touch, a key, a focus, a click): until then nothing below the fold can be used but a gift's
 * 'Adicionar', which answers without React (early-taps.ts), and taking a long list over is the
 * heaviest work of the page's start on a phone. A page without the server's markup, or opened at
 * a section (#presentes), does not wait.
 *
 * A boundary React has not taken over yet must receive no update, or React drops the server's
 * markup and draws the part itself (here: nothing until the chunk and a move). So a part's props
 * never change (it is memoized on them), and what it draws from (the event, the cart) comes from
 * a store it reads once it exists: while hydrating, the values the server drew with; right after,
 * the page's current ones.
 */
import type { TEventGift, TPublicEvent } from '@celebra/shared/models';
import {
  createContext,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import { importWithRetries } from '../../../../common/progressive';
import type { TGiftChoice } from './cart/cart-rules';

type BelowTheFoldModule = typeof import('./BelowTheFold');

/** What the parts below the fold draw from. */
export type BelowTheFoldData = {
  event: TPublicEvent;
  inCart: ReadonlyMap<number, number>;
  coverFee: boolean;
  onAdd: (gift: TEventGift, choice?: TGiftChoice) => void;
};

type Part = 'gallery' | 'sections' | 'footer';

/** The page's current data, for the parts; `initial` is what the first render (and the server) drew. */
export class BelowTheFoldStore {
  private current: BelowTheFoldData;
  private readonly listeners = new Set<() => void>();
  constructor(readonly initial: BelowTheFoldData) {
    this.current = initial;
  }
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly get = () => this.current;
  readonly getInitial = () => this.initial;
  /** Publishes the page's data (from an effect: never while rendering). */
  set(data: BelowTheFoldData) {
    if (
      data.event === this.current.event &&
      data.inCart === this.current.inCart &&
      data.coverFee === this.current.coverFee &&
      data.onAdd === this.current.onAdd
    )
      return;
    this.current = data;
    for (const listener of this.listeners) listener();
  }
}

/** The page's store of data for the parts, made once from its first render's. */
export function useBelowTheFoldStore(initial: BelowTheFoldData): BelowTheFoldStore {
  const [store] = useState(() => new BelowTheFoldStore(initial));
  return store;
}

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

function draw(below: BelowTheFoldModule, part: Part, data: BelowTheFoldData): ReactNode {
  switch (part) {
    case 'gallery':
      return <below.Gallery items={data.event.gallery} />;
    case 'sections':
      return (
        <below.Sections event={data.event} inCart={data.inCart} coverFee={data.coverFee} onAdd={data.onAdd} />
      );
    case 'footer':
      return <below.Footer />;
  }
}

type Props = { part: Part; store: BelowTheFoldStore };

function Drawn({ below, part, store }: Props & { below: BelowTheFoldModule }) {
  const data = useSyncExternalStore(store.subscribe, store.get, store.getInitial);
  return draw(below, part, data);
}

// The chunk's part once it is here and the guest has moved (no element of its own: the markup
// is the server's).
const Loaded = lazy(() =>
  Promise.all([loadBelowTheFold(), firstMove()]).then(([below]) => ({
    default: (props: Props) => <Drawn below={below} {...props} />,
  })),
);

/** A part of the page below the fold, drawn from the chunk once it is here. */
export const BelowTheFoldPart = memo(function BelowTheFoldPart({ part, store }: Props) {
  const rendered = useContext(RenderedModule);
  return (
    <Suspense fallback={null}>
      {rendered ? <Drawn below={rendered} part={part} store={store} /> : <Loaded part={part} store={store} />}
    </Suspense>
  );
});
