import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const pendingRequest = {
  email: 'ana@mail.com',
  paymentStatus: 'PENDING',
  paymentLink: 'https://pagamento.test/checkout/1',
  hasEventInfo: false,
};

describe('register', () => {
  it("every field is required ('* Campo obrigatório')", async () => {
    const api = mockApi({});
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Concluir' }));
    expect(await screen.findAllByText('* Campo obrigatório')).toHaveLength(6);
    expect(api.sent).toHaveLength(0);
  });

  it('needs the terms accepted, and links to them and to the privacy policy', async () => {
    const api = mockApi({});
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Sobrenome'), 'Silva');
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    await user.type(screen.getByLabelText('E-mail'), 'ana@mail.com');
    await user.type(screen.getByLabelText('Senha'), 'festa2025');
    await user.type(screen.getByLabelText('Confirme a senha'), 'festa2025');
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(
      await screen.findByText('Aceite os Termos de Uso e a Política de Privacidade para continuar.'),
    ).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
    const box = screen.getByRole('checkbox', {
      name: /Li e aceito os Termos de Uso e a Política de Privacidade/,
    });
    expect(box).not.toBeChecked();
    const terms = screen.getAllByRole('link', { name: 'Termos de Uso' });
    expect(terms.map((link) => link.getAttribute('href'))).toContain('/termos');
    const privacy = screen.getAllByRole('link', { name: 'Política de Privacidade' });
    expect(privacy.map((link) => link.getAttribute('href'))).toContain('/privacidade');
  });

  it('checks e-mail, phone, password rule and confirmation', async () => {
    const { user } = renderApp('/register');
    mockApi({});
    await user.type(await screen.findByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Sobrenome'), 'Silva');
    await user.type(screen.getByLabelText('Telefone'), '1198765');
    await user.type(screen.getByLabelText('E-mail'), 'ana@mail');
    await user.type(screen.getByLabelText('Senha'), 'festanova');
    await user.type(screen.getByLabelText('Confirme a senha'), 'outra');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }));
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText('* E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('* Número inválido')).toBeInTheDocument();
    expect(
      screen.getByText('* A senha deve ter pelo menos 8 caracteres, incluindo letras e números'),
    ).toBeInTheDocument();
    expect(screen.getByText('* As senhas não coincidem')).toBeInTheDocument();
  });

  it('masks the phone, posts the registration and looks up the pre-registration with the proof it answered', async () => {
    const api = mockApi({
      [apiCall('usersPreRegister')]: () => json(ok({ message: 'Cadastro realizado.', token: 'prova-1' })),
      [apiCall('usersGetPreRegistration')]: () =>
        json(
          ok({
            userRequest: pendingRequest,
            accountCreated: false,
            emailVerified: false,
            supportWhatsapp: null,
          }),
        ),
    });
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Sobrenome'), 'Silva');
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    await user.type(screen.getByLabelText('E-mail'), 'ana@mail.com');
    await user.type(screen.getByLabelText('Senha'), 'festa2025');
    await user.type(screen.getByLabelText('Confirme a senha'), 'festa2025');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }));
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByRole('link', { name: 'Realizar pagamento' })).toBeInTheDocument();
    expect(api.to(apiCall('usersPreRegister'))[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      phoneNumber: '(11) 98765-4321',
      email: 'ana@mail.com',
      password: 'festa2025',
      confirmPassword: 'festa2025',
      acceptTerms: true,
    });
    // The registration's proof is kept by the browser and sent with the look-up.
    expect(api.to(apiCall('usersGetPreRegistration'))[0]?.body).toEqual({
      email: 'ana@mail.com',
      token: 'prova-1',
    });
    expect(screen.getByTestId('path')).toHaveTextContent('/pre-register');
  });

  it("a failed registration shows the server's message, else 'Erro ao fazer o cadastro.'", async () => {
    mockApi({ [apiCall('usersPreRegister')]: () => new Response('', { status: 500 }) });
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Sobrenome'), 'Silva');
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    await user.type(screen.getByLabelText('E-mail'), 'ana@mail.com');
    await user.type(screen.getByLabelText('Senha'), 'festa2025');
    await user.type(screen.getByLabelText('Confirme a senha'), 'festa2025');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }));
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText('Erro ao fazer o cadastro.')).toBeInTheDocument();
  });
});
