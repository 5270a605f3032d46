import { ApiError } from '@celebra/shared/client';
import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuthProvider, fakeDataProvider, renderApp } from '../test/render';

const SENT =
  'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 1 hora.';
const TOKEN = 'abcdefghijABCDEFGHIJ0123456789_-abcdefghij';
const INVALID = 'Este link para criar uma nova senha é inválido, já foi usado ou expirou. Peça um novo link.';

function loggedOut() {
  const authProvider = fakeAuthProvider();
  authProvider.checkAuth.mockRejectedValue({ message: false });
  authProvider.getIdentity.mockRejectedValue(new Error('no session'));
  return authProvider;
}

describe("the back office's 'Esqueci minha senha'", () => {
  it('is linked from the login and mails the link, with the one answer', async () => {
    const dataProvider = fakeDataProvider();
    const { location } = renderApp('/login', { authProvider: loggedOut(), dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
    expect(await screen.findByRole('heading', { name: 'Esqueci minha senha' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/esqueci-senha');
    await user.type(screen.getByLabelText('E-mail'), 'Helena@Celebra.dev');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('heading', { name: 'Verifique o seu e-mail' })).toBeInTheDocument();
    expect(screen.getByText(SENT)).toBeInTheDocument();
    expect(dataProvider.requestPasswordReset).toHaveBeenCalledWith({ email: 'helena@celebra.dev' });
  });

  it("sets the new password from the link's token, held to the back office's rule, then opens the login", async () => {
    const dataProvider = fakeDataProvider();
    const { location } = renderApp(`/redefinir-senha#${TOKEN}`, {
      authProvider: loggedOut(),
      dataProvider,
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Criar nova senha' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nova senha'), 'curta-123');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'curta-123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(/12 caracteres/)).toBeInTheDocument();
    expect(dataProvider.resetPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Nova senha'));
    await user.clear(screen.getByLabelText('Confirme a nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'uma senha bem longa');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'uma senha bem longa');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() =>
      expect(dataProvider.resetPassword).toHaveBeenCalledWith({
        token: TOKEN,
        password: 'uma senha bem longa',
      }),
    );
    expect(await screen.findByText('Senha alterada. Entre com a nova senha.')).toBeInTheDocument();
    await waitFor(() => expect(location.current?.pathname).toBe('/login'));
  });

  it('says a used link is no good and offers a new one', async () => {
    expectConsoleError(`ApiError: ${INVALID}`);
    const dataProvider = fakeDataProvider();
    dataProvider.resetPassword.mockRejectedValue(
      new ApiError(INVALID, 400, { success: false, message: INVALID }, 'http', { serverMessage: INVALID }),
    );
    renderApp(`/redefinir-senha#${TOKEN}`, { authProvider: loggedOut(), dataProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nova senha'), 'uma senha bem longa');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'uma senha bem longa');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/esqueci-senha',
    );
  });
});
