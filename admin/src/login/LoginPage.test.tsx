import { LOGIN_MESSAGES } from '@celebra/shared/validation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { closeAlert, fakeAuthProvider, renderApp } from '../test/render';

function loggedOut() {
  const authProvider = fakeAuthProvider();
  authProvider.checkAuth.mockRejectedValue({ message: false });
  authProvider.getIdentity.mockRejectedValue(new Error('no session'));
  return authProvider;
}

describe('LoginPage', () => {
  it("shows 'Painel do administrador' with e-mail, password and Entrar", async () => {
    renderApp('/login', { authProvider: loggedOut() });
    expect(await screen.findByRole('heading', { name: 'Painel do administrador' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it("shows the form's field messages and alert on an empty or malformed form", async () => {
    const authProvider = loggedOut();
    renderApp('/login', { authProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(LOGIN_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_MESSAGES.formInvalid)).toBeInTheDocument();
    await closeAlert(user);
    await user.type(screen.getByLabelText('E-mail'), 'helena@');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(LOGIN_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('signs in with the typed e-mail and password, then goes home', async () => {
    const authProvider = loggedOut();
    authProvider.login.mockImplementation(async () => {
      authProvider.checkAuth.mockResolvedValue(undefined);
      return { redirectTo: '/' };
    });
    const { location } = renderApp('/login', { authProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'admin@celebra.dev');
    await user.type(screen.getByLabelText('Senha'), 'celebra123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(authProvider.login).toHaveBeenCalledWith({ email: 'admin@celebra.dev', password: 'celebra123' }),
    );
    await waitFor(() => expect(location.current?.pathname).toBe('/'));
  });

  it("shows the server's message, else 'Erro ao fazer login!', under the title 'Login'", async () => {
    const authProvider = loggedOut();
    authProvider.login.mockRejectedValueOnce(new Error('Credenciais inválidas.'));
    renderApp('/login', { authProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'admin@celebra.dev');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Credenciais inválidas.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    vi.clearAllMocks();
  });
});
