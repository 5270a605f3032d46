/**
 * The site's side of the taps answered before it had taken the page over (the loader's
 * early-taps.ts): once the kept cart is restored, the kept taps go into the cart through its own
 * rules (what is left of each gift, the cart's limits), the loader's cart button gives way to the
 * site's (the cart opens if it was tapped meanwhile), and a tap on a list not hydrated yet comes
 * as an event. The names are the loader's; a test holds the two sides together.
 */
import type { TEventGift } from '@celebra/shared/models';
import { useEffect, useLayoutEffect, useRef } from 'react';

const EARLY_TAPS_KEY = 'celebra.early-taps';
const EARLY_CART_ID = 'celebra-early-cart';
const EARLY_TAP_EVENT = 'celebra:early-tap';
const EARLY_STATUS_ID = 'celebra-early-status';
/** Set while the site's cart takes the list's taps (the loader then tells them as events). */
const CART_READY = 'data-cart-ready';
/** Set while the list's buttons are React's (the loader then stands back). */
const GIFTS_READY = 'data-gifts-ready';

/**
 * For the gift list: its buttons are React's from this commit on, so the loader's listener, which
 * answered them until now, stands back, and its message gives way to the list's.
 */
export function useListTakenOver(): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute(GIFTS_READY, '');
    document.getElementById(EARLY_STATUS_ID)?.remove();
    return () => root.removeAttribute(GIFTS_READY);
  }, []);
}

/** The taps kept on this page, forgotten once read. */
function takeKeptTaps(): number[] {
  try {
    const kept = JSON.parse(localStorage.getItem(EARLY_TAPS_KEY) ?? 'null') as {
      path?: unknown;
      ids?: unknown;
    } | null;
    localStorage.removeItem(EARLY_TAPS_KEY);
    if (kept?.path !== window.location.pathname || !Array.isArray(kept.ids)) return [];
    return kept.ids.filter((id): id is number => Number.isSafeInteger(id));
  } catch {
    return [];
  }
}

export function useEarlyTaps({
  gifts,
  isRestored,
  add,
  openCart,
}: {
  gifts: readonly TEventGift[];
  /** Whether the kept cart is in: the taps go in after it. */
  isRestored: boolean;
  add: (gift: TEventGift) => void;
  openCart: () => void;
}): void {
  const latest = useRef({ gifts, add, openCart });
  latest.current = { gifts, add, openCart };

  useEffect(() => {
    if (!isRestored) return;
    const addById = (id: number) => {
      const gift = latest.current.gifts.find((each) => each.id === id);
      if (gift) latest.current.add(gift);
    };
    for (const id of takeKeptTaps()) addById(id);
    const earlyCart = document.getElementById(EARLY_CART_ID);
    if (earlyCart) {
      if (earlyCart.dataset.open === 'true') latest.current.openCart();
      earlyCart.remove();
    }
    const onTap = (event: Event) => {
      const id = (event as CustomEvent<unknown>).detail;
      if (typeof id === 'number') addById(id);
    };
    window.addEventListener(EARLY_TAP_EVENT, onTap);
    document.documentElement.setAttribute(CART_READY, '');
    return () => {
      window.removeEventListener(EARLY_TAP_EVENT, onTap);
      document.documentElement.removeAttribute(CART_READY);
    };
  }, [isRestored]);
}
