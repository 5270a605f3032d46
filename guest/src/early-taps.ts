/**
 * A gift's 'Adicionar' answers from the moment it is painted. The server writes the gift list
 * into the page, but its buttons are React's only once the site's script has arrived and taken
 * the page over: seconds on a phone's network, while the guest is already tapping. Until then
 * this listener, part of the small loader (load-after-paint.ts), takes a tap on a gift's button
 * (those marked `data-early-add`, a plain gift with some left): it keeps the gift in the page's
 * storage, shows the cart button with the count and says it aloud. The site then takes the kept
 * taps into its cart with its own rules (cart/use-early-taps.ts), opens the cart if it was
 * tapped meanwhile, and from then on answers the buttons itself: first through the event below
 * (its cart is ready, the list not yet hydrated), then directly (`data-gifts-ready`).
 *
 * No import: the loader stays one small file. The names below are the site's too
 * (cart/use-early-taps.ts); a test holds the two sides together.
 */

/** Storage of the taps not yet taken: the page's path and the gifts' ids, one per tap. */
export const EARLY_TAPS_KEY = 'celebra.early-taps';
/** The cart button shown until the site's own. */
export const EARLY_CART_ID = 'celebra-early-cart';
/** The message read out after a tap, until the list's own. */
export const EARLY_STATUS_ID = 'celebra-early-status';
/** A tap told to the site once its cart is ready (detail: the gift's id). */
export const EARLY_TAP_EVENT = 'celebra:early-tap';

type KeptTaps = { path: string; ids: number[] };

function readTaps(): number[] {
  try {
    const kept = JSON.parse(localStorage.getItem(EARLY_TAPS_KEY) ?? 'null') as KeptTaps | null;
    return kept?.path === location.pathname && Array.isArray(kept.ids) ? kept.ids : [];
  } catch {
    return [];
  }
}

/** How many gifts the kept cart of this page holds (its quantities), before this visit's taps. */
function keptCartCount(): number {
  try {
    const slug = decodeURIComponent(location.pathname.split('/')[1] ?? '');
    const items = JSON.parse(localStorage.getItem(`celebra.cart.${slug}`) ?? '[]') as {
      quantity?: unknown;
    }[];
    return items.reduce((sum, item) => sum + (typeof item.quantity === 'number' ? item.quantity : 0), 0);
  } catch {
    return 0;
  }
}

const SVG = 'http://www.w3.org/2000/svg';
const CART_ICON =
  'M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2M1 3c0 .55.45 1 1 1h1l3.6 7.59-1.35 2.44C4.52 15.37 5.48 17 7 17h11c.55 0 1-.45 1-1s-.45-1-1-1H7l1.1-2h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.37-.66-.11-1.48-.87-1.48H5.21l-.67-1.43c-.16-.35-.52-.57-.9-.57H2c-.55 0-1 .45-1 1m16 15c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2';

/** The cart button as the site draws it (a round button at the bottom right, the event's colour). */
function cartButton(): HTMLButtonElement {
  const existing = document.getElementById(EARLY_CART_ID);
  if (existing instanceof HTMLButtonElement) return existing;
  const button = document.createElement('button');
  button.id = EARLY_CART_ID;
  button.type = 'button';
  const colour = document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? '#333';
  Object.assign(button.style, {
    position: 'fixed',
    right: 'max(16px, env(safe-area-inset-right))',
    bottom: 'max(16px, env(safe-area-inset-bottom))',
    zIndex: '1101',
    width: '56px',
    height: '56px',
    borderRadius: '50%',
    border: '0',
    background: colour,
    color: '#fff',
    boxShadow: '0 3px 5px -1px rgba(0,0,0,.2), 0 6px 10px rgba(0,0,0,.14)',
    cursor: 'pointer',
  });
  const icon = document.createElementNS(SVG, 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('width', '24');
  icon.setAttribute('height', '24');
  icon.setAttribute('aria-hidden', 'true');
  icon.setAttribute('fill', 'currentColor');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', CART_ICON);
  icon.append(path);
  const badge = document.createElement('span');
  badge.setAttribute('aria-hidden', 'true');
  Object.assign(badge.style, {
    position: 'absolute',
    top: '6px',
    right: '6px',
    minWidth: '20px',
    height: '20px',
    padding: '0 6px',
    borderRadius: '10px',
    background: '#fff',
    color: colour,
    font: '700 12px/20px system-ui, sans-serif',
  });
  button.append(icon, badge);
  // Tapped before the site is ready: the site opens the cart when it takes over.
  button.addEventListener('click', () => {
    button.dataset.open = 'true';
  });
  document.body.append(button);
  return button;
}

// How long the message stays, as the list's own.
const SAID_MS = 2500;
let silence: number | undefined;

function say(text: string): void {
  let status = document.getElementById(EARLY_STATUS_ID);
  if (!status) {
    status = document.createElement('div');
    status.id = EARLY_STATUS_ID;
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    Object.assign(status.style, {
      position: 'fixed',
      left: '50%',
      transform: 'translateX(-50%)',
      bottom: 'calc(max(16px, env(safe-area-inset-bottom)) + 72px)',
      zIndex: '1400',
      width: 'max-content',
      maxWidth: 'calc(100vw - 32px)',
      boxSizing: 'border-box',
      padding: '8px 16px',
      borderRadius: '8px',
      background: '#212121',
      color: '#fff',
      font: '400 14px/1.43 system-ui, sans-serif',
      pointerEvents: 'none',
    });
    document.body.append(status);
  }
  status.textContent = text;
  status.style.opacity = '1';
  window.clearTimeout(silence);
  silence = window.setTimeout(() => {
    if (!status) return;
    status.textContent = '';
    status.style.opacity = '0';
  }, SAID_MS);
}

function onTap(event: Event): void {
  const root = document.documentElement;
  // The list is React's: its own handler answers.
  if (root.hasAttribute('data-gifts-ready')) return;
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLButtonElement>('button[data-early-add]');
  if (!button || button.disabled) return;
  const id = Number(button.dataset.earlyAdd);
  if (!Number.isSafeInteger(id)) return;
  // The tap is this listener's: React, whose handlers are not attached yet, does not see it.
  event.stopPropagation();
  event.preventDefault();
  const max = Number(button.dataset.earlyMax);
  const taps = readTaps();
  if (root.hasAttribute('data-cart-ready')) {
    window.dispatchEvent(new CustomEvent(EARLY_TAP_EVENT, { detail: id }));
  } else {
    if (Number.isFinite(max) && taps.filter((each) => each === id).length >= max) return;
    taps.push(id);
    try {
      localStorage.setItem(EARLY_TAPS_KEY, JSON.stringify({ path: location.pathname, ids: taps }));
    } catch {
      // Private modes may refuse storage: the tap is lost, as it would have been without this.
      return;
    }
    const count = keptCartCount() + taps.length;
    const cart = cartButton();
    cart.setAttribute('aria-label', count === 1 ? 'Carrinho: 1 presente' : `Carrinho: ${count} presentes`);
    (cart.lastElementChild as HTMLElement).textContent = String(count);
  }
  say('Presente adicionado ao carrinho');
}

/** Answers the gift list's taps until the site's script has taken the list over; returns the undoing. */
export function listenForEarlyTaps(): () => void {
  document.addEventListener('click', onTap, true);
  return () => document.removeEventListener('click', onTap, true);
}
