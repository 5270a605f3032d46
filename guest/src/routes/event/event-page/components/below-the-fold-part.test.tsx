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
  const [serverAdd, ...otherAdds] = screen.getAllByRole('button', { name: /^Adicionar .* ao carrinho$/ });
  // A gift kept in the cart by an earlier visit: restoring it re-renders the page at once.
  const kept = answer.event.gifts.find(
    (gift) => gift.kind === 'item' && gift.isAvailable && gift.id !== Number(serverAdd?.dataset.earlyAdd),
  );
  if (!kept || otherAdds.length === 0) throw new Error('the fixture needs two gifts');
  localStorage.setItem(`celebra.cart.${answer.event.slug}`, JSON.stringify([{ ...kept, quantity: 1 }]));

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
  // The top of the page is React's (its cart came back, the page drew again); the list below is
  // still the server's, untouched by that update: a tap does nothing yet (the loader's listener,
  // absent here, answers it on a real page).
  expect(await screen.findByRole('button', { name: 'Carrinho: 1 presente' })).toBeInTheDocument();
  expect(serverAdd?.isConnected).toBe(true);

  await act(async () => fireEvent.scroll(window));
  const [add] = await screen.findAllByRole('button', { name: /^Adicionar .* ao carrinho$/ });
  expect(add).toBe(serverAdd);
  await act(async () => fireEvent.click(add as HTMLElement));
  expect(await screen.findByRole('button', { name: 'Carrinho: 2 presentes' })).toBeInTheDocument();
});
