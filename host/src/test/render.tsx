import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect } from 'vitest';
import { App } from '../App';
import { createQueryClient } from '../common/query/create-query-client';
import { apiCall, json, mockApi } from './api-mock';
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

/**
 * A query client of a test's own, so nothing one test loaded shows in the next; like the app's,
 * it does not retry a failed load.
 */
export function createTestQueryClient() {
  return createQueryClient();
}

/** The whole app at `path` (auth gate included) with a fresh jotai store and query client. */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const store = createStore();
  const queryClient = createTestQueryClient();
  // A data router as main.tsx makes, so that the leave warning's blocker works as in the app.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <App />
            <PathProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>,
  );
  return { user, store, queryClient, router, ...view };
}

type Handlers = Parameters<typeof mockApi>[0];

/** A dashboard page for a signed-in host, with the API answering `handlers` (and /users/me). */
export function renderSignedIn(path: string, handlers: Handlers) {
  signIn();
  const api = mockApi({ [apiCall('usersMe')]: () => json(meAnswer()), ...handlers });
  return { api, ...renderApp(path) };
}

/** Closes the modal alert and waits until the page behind it is reachable again. */
export async function closeAlert(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
