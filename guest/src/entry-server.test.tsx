// Testing Library's act, not React's: it declares the test environment to React around the call
// (IS_REACT_ACT_ENVIRONMENT), without which React's own logs an error on each act.
import { act, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { App } from './App';
import { MemoryRouter } from './common/router';
import { renderFirstView } from './entry-server';
import { EMBEDDED_EVENT_ID } from './routes/event/event-page/embedded-event';
import { mockApi } from './test/api-mock';
import { eventAnswer, makeEvent } from './test/fixtures';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The page as the server sends it for an event's address: the first view and the event in it. */
function serverPage(answer: ReturnType<typeof eventAnswer>) {
  const view = renderFirstView(answer);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = view.html;
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = EMBEDDED_EVENT_ID;
  data.textContent = JSON.stringify(answer);
  document.body.append(container, data);
  return { container, view };
}

it('renders the event page the browser then hydrates as it is: same elements, no mismatch', async () => {
  const api = mockApi({});
  const answer = eventAnswer(makeEvent({ title: 'Ana & Pedro', subtitle: 'Vamos nos casar!' }));
  const { container, view } = serverPage(answer);
  expect(container.querySelector('h1')?.textContent).toBe('Ana & Pedro');
  expect(view.themeColor).toMatch(/^#[0-9a-f]{3,6}$/i);
  expect(view.styles).toMatch(/^<style data-emotion="css/);
  const heading = container.querySelector('h1');
  const banner = container.querySelector('header + header');
  // The gift list is in the page too, its buttons painted before any script has run.
  const serverAdd = container.querySelector('button[aria-label^="Adicionar "]');
  expect(serverAdd?.textContent).toBe('Adicionar');

  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <Provider store={createStore()}>
        <StrictMode>
          <MemoryRouter path="/ana-e-pedro">
            <App />
          </MemoryRouter>
        </StrictMode>
      </Provider>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });

  expect(mismatches).toEqual([]);
  // The server's nodes are the page now: hydrated, not drawn again.
  expect(container.querySelector('h1')).toBe(heading);
  expect(container.querySelector('header + header')).toBe(banner);
  expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
  // Below the fold, hydrated once its chunk is in: the server's button, now React's.
  const [add] = await screen.findAllByRole('button', { name: /^Adicionar .* ao carrinho$/ });
  expect(add).toBe(serverAdd);
  expect(mismatches).toEqual([]);
  // The event came with the page: no call for it.
  expect(api.fetch).not.toHaveBeenCalled();
});

it('renders what the host typed as text', () => {
  const { container } = serverPage(eventAnswer(makeEvent({ title: '<img src=x onerror=alert(1)>' })));
  expect(container.querySelector('img[src="x"]')).toBeNull();
  expect(container.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
});

it('gives a stored banner and avatar their narrower copies (a phone takes the 800 px one), a drawing none', () => {
  const banner = '/media/banners/0b7c8a3e-5d7e-4b7c-9a57-2f3c1d1e9a10.webp';
  const avatar = '/media/avatars/1c8d9b4f-6e8f-4c8d-8b68-3a4d2e2f0b21.webp';
  const stored = serverPage(eventAnswer(makeEvent({ bannerUrl: banner, avatarUrl: avatar })));
  const bannerImg = stored.container.querySelector(`img[src="${banner}"]`);
  expect(bannerImg?.getAttribute('sizes')).toBe('100vw');
  expect(bannerImg?.getAttribute('srcset')).toBe(
    '/media/banners/0b7c8a3e-5d7e-4b7c-9a57-2f3c1d1e9a10-small.webp 400w, /media/banners/0b7c8a3e-5d7e-4b7c-9a57-2f3c1d1e9a10-w800.webp 800w, /media/banners/0b7c8a3e-5d7e-4b7c-9a57-2f3c1d1e9a10-w1200.webp 1200w, /media/banners/0b7c8a3e-5d7e-4b7c-9a57-2f3c1d1e9a10.webp 1920w',
  );
  // Still the first view's largest image: asked for first.
  expect(bannerImg?.getAttribute('fetchpriority')).toBe('high');
  const avatars = [...stored.container.querySelectorAll(`img[src="${avatar}"]`)];
  expect(avatars.map((img) => img.getAttribute('sizes')).sort()).toEqual(['120px', '36px']);
  expect(avatars.every((img) => img.getAttribute('srcset')?.includes('-w800.webp 800w'))).toBe(true);
  document.body.innerHTML = '';

  // The demo's drawings are not stored uploads: shown as they are.
  const drawn = serverPage(eventAnswer(makeEvent({ bannerUrl: '/media/seed/banner.png' })));
  const drawnImg = drawn.container.querySelector('img[src="/media/seed/banner.png"]');
  expect(drawnImg).not.toBeNull();
  expect(drawnImg?.hasAttribute('srcset')).toBe(false);
});

it('puts the date, the place and the calls to action in the first view, before the welcome text', async () => {
  const answer = eventAnswer(makeEvent({}));
  const { container } = serverPage(answer);
  const text = container.textContent ?? '';
  const intro = container.querySelector('#intro-title');
  const facts = container.querySelector('[aria-label="Quando e onde"]');
  expect(facts?.textContent).toContain('14/03/2026');
  expect(facts?.textContent).toContain('16:00');
  expect(facts?.textContent).toContain('Espaço Jardim');
  const give = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Presentear');
  const rsvp = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Confirmar presença');
  expect(give?.getAttribute('href')).toBe('#presentes');
  expect(rsvp?.getAttribute('href')).toBe('#confirmacao');
  // Both before the long text, in the page's order (what a phone shows first).
  for (const element of [facts, give, rsvp]) {
    expect(
      element && intro && element.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  }
  expect(text.indexOf('14/03/2026')).toBeLessThan(text.indexOf(intro?.textContent ?? '-'));
});

it('has skip links to the list and to the presence form, first in the page', () => {
  const { container } = serverPage(eventAnswer(makeEvent({})));
  const links = [...container.querySelectorAll('a')];
  expect(links[0]?.textContent).toBe('Pular para a lista de presentes');
  expect(links[0]?.getAttribute('href')).toBe('#presentes');
  expect(links[1]?.textContent).toBe('Pular para a confirmação de presença');
  expect(links[1]?.getAttribute('href')).toBe('#confirmacao');
});

it('leaves out what the settings hide: no gift list, no presence, no event information', () => {
  const event = makeEvent({});
  const hidden = {
    ...event,
    settings: { ...event.settings, showGiftList: false, allowGuestConfirmation: false, showEventInfo: false },
  };
  const { container } = serverPage(eventAnswer(hidden));
  expect(container.textContent).not.toContain('Presentear');
  expect(container.textContent).not.toContain('Pular para');
  expect(container.querySelector('[aria-label="Quando e onde"]')).toBeNull();
});
