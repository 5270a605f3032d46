import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The loader's side, so the two sides are held together by this test.
import { listenForEarlyTaps } from '../../../../../early-taps';
import { makeGift } from '../../../../../test/fixtures';
import { useEarlyTaps } from './use-early-taps';

let stop: () => void = () => {};

function serverButton(id: number) {
  const button = document.createElement('button');
  button.dataset.earlyAdd = String(id);
  button.dataset.earlyMax = '5';
  document.body.append(button);
  return button;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/ana-e-pedro');
  localStorage.clear();
  stop = listenForEarlyTaps();
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('useEarlyTaps', () => {
  const pans = makeGift({ id: 7, name: 'Jogo de panelas' });
  const towels = makeGift({ id: 8, name: 'Toalhas' });

  it('puts the taps kept before it into the cart once the kept cart is in, and the cart button gives way', () => {
    serverButton(7).click();
    serverButton(8).click();
    serverButton(7).click();
    const add = vi.fn();
    const openCart = vi.fn();
    const { rerender } = renderHook((props) => useEarlyTaps(props), {
      initialProps: { gifts: [pans, towels], isRestored: false, add, openCart },
    });
    expect(add).not.toHaveBeenCalled();
    rerender({ gifts: [pans, towels], isRestored: true, add, openCart });
    expect(add.mock.calls.map(([gift]) => gift.id)).toEqual([7, 8, 7]);
    expect(document.getElementById('celebra-early-cart')).toBeNull();
    expect(localStorage.getItem('celebra.early-taps')).toBeNull();
    expect(openCart).not.toHaveBeenCalled();
  });

  it('opens the cart when its button was tapped meanwhile', () => {
    serverButton(7).click();
    document.getElementById('celebra-early-cart')?.click();
    const openCart = vi.fn();
    renderHook(() => useEarlyTaps({ gifts: [pans], isRestored: true, add: vi.fn(), openCart }));
    expect(openCart).toHaveBeenCalledTimes(1);
  });

  it('takes the taps on a list not hydrated yet as they come, and no tap of another page', () => {
    localStorage.setItem('celebra.early-taps', JSON.stringify({ path: '/outro-evento', ids: [7] }));
    const add = vi.fn();
    const { unmount } = renderHook(() =>
      useEarlyTaps({ gifts: [pans, towels], isRestored: true, add, openCart: vi.fn() }),
    );
    expect(add).not.toHaveBeenCalled();
    act(() => serverButton(8).click());
    expect(add.mock.calls.map(([gift]) => gift.id)).toEqual([8]);
    expect(document.getElementById('celebra-early-cart')).toBeNull();
    unmount();
    expect(document.documentElement.hasAttribute('data-cart-ready')).toBe(false);
  });
});
