import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from '../App';

/** The current path, shown for assertions. */
function PathProbe() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

/** Stores a host session as the login does. */
export function signIn(token = 'token-abc', id = '3') {
  localStorage.setItem('userToken', token);
  localStorage.setItem('userId', id);
}

/** The whole app at `path` (auth gate included) with a fresh jotai store. */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <PathProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { user, store, ...view };
}
