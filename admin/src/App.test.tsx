import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuthProvider, renderApp } from './test/render';

function loggedOut() {
  const authProvider = fakeAuthProvider();
  authProvider.checkAuth.mockRejectedValue({ message: false });
  authProvider.getIdentity.mockRejectedValue(new Error('no session'));
  return authProvider;
}

describe('routes: signed out everything leads to /login, signed in an unknown path says so', () => {
  it.each(['/', '/events', '/settings', '/somewhere'])('logged out, %s goes to /login', async (path) => {
    const { location } = renderApp(path, { authProvider: loggedOut() });
    await waitFor(() => expect(location.current?.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Painel do administrador' })).toBeInTheDocument();
  });

  it('logged in, an unknown path says so, with a way back to the dashboard', async () => {
    const { location } = renderApp('/nao-existe');
    expect(
      await screen.findByRole('heading', { name: 'Algo deu errado. Tente novamente mais tarde!' }),
    ).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/nao-existe');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Voltar ao painel' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Painel Administrativo' })).toBeInTheDocument();
  });

  it.each([
    ['/users', 'Usuários'],
    ['/events', 'Eventos'],
    ['/events/create', 'Novo evento'],
    ['/event-requests', 'Solicitação de Eventos'],
    ['/services', 'Serviços'],
    ['/services/add', 'Novo Serviço'],
    ['/gifts', 'Presentes'],
    ['/gifts/create', 'Novo Presente'],
    ['/gift-suggestions', 'Sugestões de Presentes'],
    ['/event-types', 'Tipos de Evento'],
    ['/payouts', 'Repasses'],
    ['/transactions', 'Transações'],
    ['/deliveries', 'Entregas'],
    ['/settings', 'Configurações'],
    ['/error-logs', 'Log de Erros'],
    ['/events/10/guests', 'Lista de Presença'],
  ])('logged in, %s shows %s', async (path, title) => {
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(location.current?.pathname).toBe(path);
  });

  it("the header: home icon on /, back arrow elsewhere, logo, the admin's first name and avatar", async () => {
    const home = renderApp('/');
    expect(await screen.findByText('Helena')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Celebra, página inicial' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
    home.unmount();

    renderApp('/users');
    expect(await screen.findByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Início' })).not.toBeInTheDocument();
  });

  it("the settings' colours from GET /admin/me become the theme (and are remembered)", async () => {
    const authProvider = fakeAuthProvider();
    authProvider.getIdentity.mockResolvedValue({
      id: 1,
      fullName: 'Helena',
      firstName: 'Helena',
      color: '#123456',
      colorSecondary: '#654321',
    });
    renderApp('/', { authProvider });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('celebraAdminColors') ?? '{}')).toEqual({
        color: '#123456',
        colorSecondary: '#654321',
      }),
    );
  });
});
