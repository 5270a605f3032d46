import { act, fireEvent, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { App } from '../../../../App';
import { MemoryRouter } from '../../../../common/router';
import { renderFirstView } from '../../../../entry-server';
import { mockApi } from '../../../../test/api-mock';
import { eventAnswer, makeEvent } from '../../../../test/fixtures';
import { EMBEDDED_EVENT_ID } from '../embedded-event';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it("takes the server's gift list over at the guest's first move, not before", async () => {
  mockApi({});
  const answer = eventAnswer(makeEvent({ title: 'Ana & Pedro' }));
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderFirstView(answer).html;
  // As main.tsx marks a page it hydrates.
  container.setAttribute('data-server-rendered', '');
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = EMBEDDED_EVENT_ID;
  data.textContent = JSON.stringify(answer);
  document.body.append(container, data);
  const [serverAdd] = screen.getAllByRole('button', { name: /^Adicionar .* ao carrinho$/ });

  await act(async () => {
    root = hydrateRoot(
      container,
      <Provider store={createStore()}>
        <MemoryRouter path="/ana-e-pedro">
          <App />
        </MemoryRouter>
      </Provider>,
    );
  });
  // The top of the page is React's; the list below is still the server's: a tap does nothing yet
  // (the loader's listener, absent here, answers it on a real page).
  expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
  await act(async () => fireEvent.click(serverAdd as HTMLElement));
  expect(screen.queryByRole('button', { name: /^Carrinho: / })).not.toBeInTheDocument();

  await act(async () => fireEvent.scroll(window));
  const [add] = await screen.findAllByRole('button', { name: /^Adicionar .* ao carrinho$/ });
  expect(add).toBe(serverAdd);
  await act(async () => fireEvent.click(add as HTMLElement));
  expect(await screen.findByRole('button', { name: 'Carrinho: 1 presente' })).toBeInTheDocument();
});
