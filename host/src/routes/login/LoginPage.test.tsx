import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from '../../test/api-mock';
import { meAnswer, ok } from '../../test/fixtures';
import { closeAlert, renderApp } from '../../test/render';

describe('login', () => {
  it('is the default route and links to /register', async () => {
    mockApi({});
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Cadastre-se' }));
    expect(await screen.findByRole('button', { name: 'Concluir' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/register');
  });

  it("shows the form's messages and 'Preencha os dados corretamente!'", async () => {
    const api = mockApi({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('* Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Senha inválida')).toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog')).getByText('Preencha os dados corretamente!'),
    ).toBeInTheDocument();
    await closeAlert(user);
    await user.type(screen.getByLabelText('E-mail'), 'ana+festa@mail.com');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('* Formato de e-mail inválido')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('signs in: posts the credentials, keeps the token and id, opens the dashboard', async () => {
    const api = mockApi({
      [apiCall('usersLogin')]: () => json(ok({ token: 'new-token', id: 3 })),
      [apiCall('usersMe')]: () => json(meAnswer()),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail'), 'Ana@Celebra.dev');
    await user.type(screen.getByLabelText('Senha'), 'celebra123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Casamento de Ana e João' })).toBeInTheDocument();
    expect(api.to(apiCall('usersLogin'))[0]?.body).toEqual({
      email: 'ana@celebra.dev',
      password: 'celebra123',
    });
    expect(localStorage.getItem('userToken')).toBe('new-token');
    expect(localStorage.getItem('userId')).toBe('3');
    expect(screen.getByTestId('path')).toHaveTextContent('/home');
  });

  it("a refused login shows the server's message under the title 'Login'", async () => {
    mockApi({
      [apiCall('usersLogin')]: () => json({ success: false, message: 'E-mail ou senha inválidos.' }, 401),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail'), 'ana@celebra.dev');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Login')).toBeInTheDocument();
    expect(within(dialog).getByText('E-mail ou senha inválidos.')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
  });

  it("links to 'Esqueci minha senha'", async () => {
    mockApi({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
    expect(await screen.findByRole('heading', { name: 'Esqueci minha senha' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/esqueci-senha');
  });

  it("says a registration's event is still being prepared and links to its status", async () => {
    const message =
      'Seu evento ainda está sendo preparado pela nossa equipe. Acompanhe a situação do seu cadastro.';
    mockApi({
      [apiCall('usersLogin')]: () => json({ success: false, message, preRegistration: true }, 403),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail'), 'bia@celebra.dev');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('E-mail ou senha inválidos.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ver situação do cadastro' });
    expect(link).toHaveAttribute('href', '/pre-register?email=bia%40celebra.dev');
  });
});
