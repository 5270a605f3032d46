import { screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { act, StrictMode } from 'react';
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
  // The event came with the page: no call for it.
  expect(api.fetch).not.toHaveBeenCalled();
});

it('renders what the host typed as text', () => {
  const { container } = serverPage(eventAnswer(makeEvent({ title: '<img src=x onerror=alert(1)>' })));
  expect(container.querySelector('img[src="x"]')).toBeNull();
  expect(container.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
});
