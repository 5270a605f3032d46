import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const SENT =
  'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 1 hora.';

describe("'Esqueci minha senha'", () => {
  it("sends the typed address and shows the server's one answer", async () => {
    const api = mockApi({
      [apiCall('usersRequestPasswordReset')]: () => json({ success: true, message: SENT }),
    });
    const { user } = renderApp('/esqueci-senha');
    await user.type(await screen.findByLabelText('E-mail'), 'Ana@Celebra.dev');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('heading', { name: 'Verifique o seu e-mail' })).toBeInTheDocument();
    expect(screen.getByText(SENT)).toBeInTheDocument();
    expect(api.to(apiCall('usersRequestPasswordReset'))[0]?.body).toEqual({ email: 'ana@celebra.dev' });
    await user.click(screen.getByRole('link', { name: 'Voltar ao login' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
  });

  it('refuses a malformed address before sending', async () => {
    const api = mockApi({});
    const { user } = renderApp('/esqueci-senha');
    await user.type(await screen.findByLabelText('E-mail'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('* Formato de e-mail inválido')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it("shows the limit's 429 message", async () => {
    mockApi({
      [apiCall('usersRequestPasswordReset')]: () =>
        json({ success: false, message: 'Muitas tentativas. Tente novamente em 120 segundos.' }, 429),
    });
    const { user } = renderApp('/esqueci-senha');
    await user.type(await screen.findByLabelText('E-mail'), 'ana@celebra.dev');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(
      await screen.findByText('Muitas tentativas. Tente novamente em 120 segundos.'),
    ).toBeInTheDocument();
  });
});
