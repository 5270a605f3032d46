import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from '../../test/api-mock';
import { renderApp, signIn } from '../../test/render';

const TOKEN = 'abcdefghijABCDEFGHIJ0123456789_-abcdefghij';
const INVALID = 'Este link para criar uma nova senha é inválido, já foi usado ou expirou. Peça um novo link.';

async function fill(user: ReturnType<typeof renderApp>['user'], password: string, confirm = password) {
  await user.type(await screen.findByLabelText('Nova senha'), password);
  await user.type(screen.getByLabelText('Confirme a nova senha'), confirm);
  await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
}

describe("'Criar nova senha' (the mailed link's page)", () => {
  it('sends the token from after # with the new password, then goes to the login', async () => {
    const api = mockApi({
      [apiCall('usersResetPassword')]: () =>
        json({ success: true, message: 'Senha alterada. Entre com a nova senha.' }),
    });
    const { user } = renderApp(`/redefinir-senha#${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Criar nova senha' })).toBeInTheDocument();
    await fill(user, 'nova-senha-9');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Senha alterada. Entre com a nova senha.')).toBeInTheDocument();
    expect(api.to(apiCall('usersResetPassword'))[0]?.body).toEqual({
      token: TOKEN,
      password: 'nova-senha-9',
    });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
  });

  it("holds the password to the registration's rule and the confirmation to it", async () => {
    const api = mockApi({});
    const { user } = renderApp(`/redefinir-senha#${TOKEN}`);
    await fill(user, 'curta');
    expect(
      await screen.findByText('* A senha deve ter pelo menos 8 caracteres, incluindo letras e números'),
    ).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('says a used or expired link is no good and offers a new one', async () => {
    mockApi({
      [apiCall('usersResetPassword')]: () => json({ success: false, message: INVALID }, 400),
    });
    const { user } = renderApp(`/redefinir-senha#${TOKEN}`);
    await fill(user, 'nova-senha-9');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Pedir um novo link' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/esqueci-senha'));
  });

  it('works where the host is still signed in, and signs this browser out too', async () => {
    signIn();
    mockApi({
      [apiCall('usersMe')]: () =>
        json({ success: true, message: 'OK', user: { id: 3, email: 'ana@celebra.dev' }, event: null }),
      [apiCall('usersResetPassword')]: () =>
        json({ success: true, message: 'Senha alterada. Entre com a nova senha.' }),
    });
    const { user } = renderApp(`/redefinir-senha#${TOKEN}`);
    await fill(user, 'nova-senha-9');
    expect(await screen.findByText('Senha alterada. Entre com a nova senha.')).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
  });
});
