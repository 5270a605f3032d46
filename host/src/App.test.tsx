import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from './test/api-mock';
import { meAnswer, ok } from './test/fixtures';
import { renderApp, signIn } from './test/render';

describe('auth gate', () => {
  it('without a stored token shows the login, asking the server nothing', async () => {
    const api = mockApi({});
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    expect(api.sent).toHaveLength(0);
  });

  it('any other path of the logged-out app goes to /login', async () => {
    mockApi({});
    renderApp('/gifts');
    await screen.findByRole('button', { name: 'Entrar' });
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });

  it('shows a loading view while the stored token is checked, then the dashboard', async () => {
    signIn('abc', '3');
    const api = mockApi({ [apiCall('usersMe')]: () => json(meAnswer()) });
    renderApp('/');
    expect(screen.getByRole('status', { name: 'Verificando sua sessão...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Casamento de Ana e João' })).toBeInTheDocument();
    const [me] = api.to(apiCall('usersMe'));
    expect(me?.headers.get('Authorization')).toBe('Bearer abc');
    expect(me?.headers.get('X-User-Id')).toBe('3');
  });

  it.each([401, 404])(
    'a %s from /users/me gives the logged-out app and forgets the token',
    async (status) => {
      signIn();
      mockApi({ [apiCall('usersMe')]: () => json({ success: false, message: 'Sessão expirada.' }, status) });
      renderApp('/home');
      expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
      await waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
      expect(localStorage.getItem('userId')).toBeNull();
    },
  );

  it('any other failure also gives the logged-out app', async () => {
    signIn();
    mockApi({ [apiCall('usersMe')]: () => new Response('Bad gateway', { status: 502 }) });
    renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('an unknown dashboard path goes home', async () => {
    signIn();
    mockApi({
      [apiCall('usersMe')]: () => json(meAnswer()),
      [apiCall('usersDashboard', { eventId: 7 })]: () =>
        json(ok({ totals: { guests: 0, messages: 0, payout: 0 } })),
    });
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: 'Casamento de Ana e João' });
    expect(screen.getByTestId('path')).toHaveTextContent('/home');
  });

  it('an account without an event yet says so', async () => {
    signIn();
    mockApi({ [apiCall('usersMe')]: () => json(meAnswer(null)) });
    renderApp('/home');
    expect(
      await screen.findByRole('heading', { name: 'Seu evento ainda não está pronto' }),
    ).toBeInTheDocument();
  });
});
