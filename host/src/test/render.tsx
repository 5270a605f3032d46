import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router';
import { expect } from 'vitest';
import { App } from '../App';
import { json, mockApi } from './api-mock';
import { meAnswer } from './fixtures';

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

type Handlers = Parameters<typeof mockApi>[0];

/** A dashboard page for a signed-in host, with the API answering `handlers` (and /users/me). */
export function renderSignedIn(path: string, handlers: Handlers) {
  signIn();
  const api = mockApi({ 'GET /api/users/me': () => json(meAnswer()), ...handlers });
  return { api, ...renderApp(path) };
}

/** Closes the modal alert and waits until the page behind it is reachable again. */
export async function closeAlert(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
