import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { App } from '../App';
import { LazyAlertDialog } from '../common/alert/LazyAlertDialog';
import { MemoryRouter } from '../common/router';

/** The whole site at `path`, with a fresh jotai store (the cart comes from localStorage). */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter path={path}>
        <App />
      </MemoryRouter>
    </Provider>,
  );
  return { user, store, ...view };
}

/**
 * One component with what the site gives it: a jotai store, a router (at `path`, for what reads the
 * address) and the modal alert.
 */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const user = userEvent.setup();
  const view = render(
    <Provider store={createStore()}>
      <MemoryRouter path={path}>
        {ui}
        <LazyAlertDialog />
      </MemoryRouter>
    </Provider>,
  );
  return { user, ...view };
}

/**
 * Waits for the event page shown whole: its title, then what lies below the fold, which renders
 * right after the top of the page (EventSite).
 */
export async function findEventPage(title = 'Ana & Pedro') {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  await screen.findByText('Ambiente seguro');
  return heading;
}
