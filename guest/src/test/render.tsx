import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { App } from '../App';
import { LazyAlertDialog } from '../common/alert/LazyAlertDialog';

/** The whole site at `path`, with a fresh jotai store (the cart comes from localStorage). */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </Provider>,
  );
  return { user, store, ...view };
}

/** One component with what the site gives it: a jotai store, a router and the modal alert. */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <Provider store={createStore()}>
      <MemoryRouter>
        {ui}
        <LazyAlertDialog />
      </MemoryRouter>
    </Provider>,
  );
  return { user, ...view };
}
