import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_CART_ID,
  EARLY_STATUS_ID,
  EARLY_TAP_EVENT,
  EARLY_TAPS_KEY,
  listenForEarlyTaps,
} from './early-taps';

let stop: () => void = () => {};
let reactSaw: ReturnType<typeof vi.fn<(event: Event) => void>>;

/** The server's gift button (GiftListCard), inside a root where React would listen. */
function serverButton(id: number, max: number, { disabled = false } = {}) {
  const root = document.createElement('div');
  root.id = 'root';
  const button = document.createElement('button');
  button.setAttribute('aria-label', `Adicionar Presente ${id} ao carrinho`);
  button.dataset.earlyAdd = String(id);
  button.dataset.earlyMax = String(max);
  button.disabled = disabled;
  button.textContent = 'Adicionar';
  root.append(button);
  reactSaw = vi.fn<(event: Event) => void>();
  root.addEventListener('click', reactSaw);
  document.body.append(root);
  return button;
}

const keptTaps = () => JSON.parse(localStorage.getItem(EARLY_TAPS_KEY) ?? 'null');
const cartButton = () => document.getElementById(EARLY_CART_ID);

beforeEach(() => {
  window.history.replaceState(null, '', '/ana-e-pedro');
  localStorage.clear();
  stop = listenForEarlyTaps();
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-gifts-ready');
  document.documentElement.removeAttribute('data-cart-ready');
  localStorage.clear();
});

describe('a tap on a gift before the site has taken the page over', () => {
  it('keeps the gift, shows the cart button with the count and says it aloud; React does not see it', () => {
    const button = serverButton(7, 3);
    button.click();
    expect(keptTaps()).toEqual({ path: '/ana-e-pedro', ids: [7] });
    expect(cartButton()?.getAttribute('aria-label')).toBe('Carrinho: 1 presente');
    expect(cartButton()?.textContent).toBe('1');
    expect(document.getElementById(EARLY_STATUS_ID)?.textContent).toBe('Presente adicionado ao carrinho');
    expect(reactSaw).not.toHaveBeenCalled();

    button.click();
    expect(keptTaps().ids).toEqual([7, 7]);
    expect(cartButton()?.getAttribute('aria-label')).toBe('Carrinho: 2 presentes');
  });

  it('counts what the kept cart of an earlier visit holds', () => {
    localStorage.setItem('celebra.cart.ana-e-pedro', JSON.stringify([{ id: 3, quantity: 2 }]));
    serverButton(7, 1).click();
    expect(cartButton()?.getAttribute('aria-label')).toBe('Carrinho: 3 presentes');
  });

  it('takes no more of a gift than is left of it', () => {
    const button = serverButton(7, 1);
    button.click();
    button.click();
    expect(keptTaps().ids).toEqual([7]);
    expect(cartButton()?.getAttribute('aria-label')).toBe('Carrinho: 1 presente');
  });

  it('leaves a disabled button and any other element alone', () => {
    serverButton(7, 1, { disabled: true }).click();
    const other = document.createElement('button');
    document.body.append(other);
    other.click();
    expect(keptTaps()).toBeNull();
    expect(cartButton()).toBeNull();
  });

  it('marks the cart button tapped, for the site to open the cart', () => {
    serverButton(7, 1).click();
    cartButton()?.click();
    expect(cartButton()?.dataset.open).toBe('true');
  });

  it('tells the tap to the site once its cart is ready, keeping nothing', () => {
    document.documentElement.setAttribute('data-cart-ready', '');
    const told = vi.fn();
    window.addEventListener(EARLY_TAP_EVENT, told);
    serverButton(7, 1).click();
    window.removeEventListener(EARLY_TAP_EVENT, told);
    expect(told).toHaveBeenCalledWith(expect.objectContaining({ detail: 7 }));
    expect(keptTaps()).toBeNull();
    expect(cartButton()).toBeNull();
    expect(reactSaw).not.toHaveBeenCalled();
  });

  it('stands back once the list is React’s', () => {
    document.documentElement.setAttribute('data-gifts-ready', '');
    serverButton(7, 1).click();
    expect(keptTaps()).toBeNull();
    expect(reactSaw).toHaveBeenCalledTimes(1);
  });
});
