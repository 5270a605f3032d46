import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall, json, mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { readPreRegisterToken, savePreRegisterToken } from './pre-register-token';

const request = (changes: Record<string, unknown> = {}) => ({
  email: 'ana@mail.com',
  paymentStatus: 'PENDING',
  paymentLink: 'https://pagamento.test/checkout/1',
  hasEventInfo: false,
  ...changes,
});
const SUPPORT_NUMBER = '5511999998888';
const lookupAnswer = (
  changes: Record<string, unknown> = {},
  emailVerified = true,
  supportWhatsapp: string | null = SUPPORT_NUMBER,
  usualWaitMinutes: number | null = null,
) =>
  json(
    ok({
      userRequest: request(changes),
      accountCreated: false,
      emailVerified,
      supportWhatsapp,
      usualWaitMinutes,
    }),
  );
const PROOF_NEEDED = json(
  {
    success: false,
    message:
      'Para ver ou alterar um pré-cadastro, confirme que o e-mail é seu: peça o link de acesso e abra-o neste navegador.',
  },
  403,
);
const CODE_SENT =
  'Se houver um pré-cadastro aberto com este e-mail, enviamos para ele um link de acesso. Abra o link para continuar.';

/** The browser that registered ana@mail.com. */
const holdProof = (token = 'prova-1') => savePreRegisterToken('ana@mail.com', token);

describe('pre-register', () => {
  it('looks up a typed e-mail with this browser’s proof and shows the pay link of a PENDING payment', async () => {
    holdProof();
    const api = mockApi({ [apiCall('usersGetPreRegistration')]: () => lookupAnswer() });
    const { user } = renderApp('/pre-register');
    await user.type(await screen.findByLabelText('E-mail'), 'ana@mail.com');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const pay = await screen.findByRole('link', { name: 'Realizar pagamento' });
    expect(pay).toHaveAttribute('href', 'https://pagamento.test/checkout/1');
    expect(pay).toHaveAttribute('target', '_blank');
    expect(api.to(apiCall('usersGetPreRegistration'))[0]?.body).toEqual({
      email: 'ana@mail.com',
      token: 'prova-1',
    });
  });

  it('takes the e-mail from the address', async () => {
    holdProof();
    mockApi({
      [apiCall('usersGetPreRegistration')]: () =>
        lookupAnswer({ paymentStatus: 'CANCELLED', paymentLink: null }),
    });
    renderApp('/pre-register?email=ana@mail.com');
    expect(await screen.findByText(/foi cancelado/)).toBeInTheDocument();
  });

  it('without a proof for the address it shows nothing of it and offers to mail the access link', async () => {
    const api = mockApi({
      [apiCall('usersSendPreRegistrationCode')]: () => json(ok({ message: CODE_SENT })),
    });
    const { user } = renderApp('/pre-register?email=ana@mail.com');
    await user.click(await screen.findByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText(CODE_SENT)).toBeInTheDocument();
    expect(api.to(apiCall('usersSendPreRegistrationCode'))[0]?.body).toEqual({ email: 'ana@mail.com' });
    expect(api.to(apiCall('usersGetPreRegistration'))).toHaveLength(0);
  });

  it('a proof the server refuses is forgotten, and the access link is offered', async () => {
    holdProof('vencida');
    mockApi({ [apiCall('usersGetPreRegistration')]: () => PROOF_NEEDED });
    renderApp('/pre-register?email=ana@mail.com');
    expect(await screen.findByRole('button', { name: 'Enviar link de acesso' })).toBeInTheDocument();
    expect(readPreRegisterToken('ana@mail.com')).toBeUndefined();
    expect(screen.queryByRole('link', { name: 'Realizar pagamento' })).not.toBeInTheDocument();
  });

  it('the access link opened in the browser that registered confirms the e-mail with its proof', async () => {
    holdProof('prova-1');
    const api = mockApi({
      [apiCall('usersVerifyPreRegistration')]: () =>
        json(ok({ message: 'E-mail confirmado!', token: 'prova-2', passwordNeeded: false })),
      [apiCall('usersGetPreRegistration')]: () => lookupAnswer(),
    });
    renderApp('/pre-register?email=ana@mail.com&code=codigo-do-link');
    expect(await screen.findByText('E-mail confirmado!')).toBeInTheDocument();
    expect(api.to(apiCall('usersVerifyPreRegistration'))[0]?.body).toEqual({
      email: 'ana@mail.com',
      code: 'codigo-do-link',
      token: 'prova-1',
    });
    expect(api.to(apiCall('usersGetPreRegistration'))[0]?.body).toEqual({
      email: 'ana@mail.com',
      token: 'prova-2',
    });
    expect(readPreRegisterToken('ana@mail.com')).toBe('prova-2');
  });

  it('on another device the access link asks the reader to choose the password, typed twice', async () => {
    const api = mockApi({
      [apiCall('usersVerifyPreRegistration')]: (sent) =>
        (sent.body as { password?: string }).password
          ? json(ok({ message: 'E-mail confirmado!', token: 'prova-3', passwordNeeded: false }))
          : json(ok({ message: 'Digite a senha.', token: null, passwordNeeded: true })),
      [apiCall('usersGetPreRegistration')]: () => lookupAnswer(),
    });
    const { user } = renderApp('/pre-register?email=ana@mail.com&code=codigo-do-link');
    expect(await screen.findByText(/escolha a senha da sua conta/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha'), 'festa2025');
    await user.type(screen.getByLabelText('Confirme a senha'), 'festa2024');
    await user.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect(await screen.findByText('* As senhas não coincidem')).toBeInTheDocument();
    expect(api.to(apiCall('usersVerifyPreRegistration'))).toHaveLength(1);
    await user.clear(screen.getByLabelText('Confirme a senha'));
    await user.type(screen.getByLabelText('Confirme a senha'), 'festa2025');
    await user.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect(await screen.findByRole('link', { name: 'Realizar pagamento' })).toBeInTheDocument();
    expect(api.to(apiCall('usersVerifyPreRegistration'))[1]?.body).toEqual({
      email: 'ana@mail.com',
      code: 'codigo-do-link',
      password: 'festa2025',
    });
    expect(readPreRegisterToken('ana@mail.com')).toBe('prova-3');
  });

  it('until the e-mail is confirmed: a notice with a new link, and an approved fee waits for it', async () => {
    holdProof();
    let status = 'PENDING';
    const api = mockApi({
      [apiCall('usersGetPreRegistration')]: () => lookupAnswer({ paymentStatus: status }, false),
      [apiCall('usersSendPreRegistrationCode')]: () => json(ok({ message: CODE_SENT })),
    });
    const { user } = renderApp('/pre-register?email=ana@mail.com');
    expect(await screen.findByText(/Confirme o seu e-mail: enviamos um link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Realizar pagamento' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText(CODE_SENT)).toBeInTheDocument();
    expect(api.to(apiCall('usersSendPreRegistrationCode'))).toHaveLength(1);

    status = 'APPROVED';
    await user.click(screen.getByRole('button', { name: 'Já paguei, atualizar situação' }));
    expect(
      await screen.findByText('Pagamento aprovado! Falta só confirmar o seu e-mail.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('CANCELLED: a notice and a button that opens a new payment in a new tab', async () => {
    holdProof();
    const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = mockApi({
      [apiCall('usersGetPreRegistration')]: () =>
        lookupAnswer({ paymentStatus: 'CANCELLED', paymentLink: null }),
      [apiCall('usersGeneratePreRegistrationPayment')]: () =>
        json(ok({ paymentLink: 'https://pagamento.test/checkout/2' })),
    });
    const { user } = renderApp('/pre-register?email=ana@mail.com');
    await user.click(await screen.findByRole('button', { name: 'Gerar novo pagamento' }));
    await waitFor(() => expect(tab.location.href).toBe('https://pagamento.test/checkout/2'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(api.to(apiCall('usersGeneratePreRegistrationPayment'))[0]?.body).toEqual({
      email: 'ana@mail.com',
      token: 'prova-1',
    });
  });

  it("a failed payment generation says 'Erro ao gerar link de pagamento.' and closes the tab", async () => {
    holdProof();
    const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi({
      [apiCall('usersGetPreRegistration')]: () =>
        lookupAnswer({ paymentStatus: 'CANCELLED', paymentLink: null }),
      [apiCall('usersGeneratePreRegistrationPayment')]: () => new Response('', { status: 500 }),
    });
    const { user } = renderApp('/pre-register?email=ana@mail.com');
    await user.click(await screen.findByRole('button', { name: 'Gerar novo pagamento' }));
    expect(await screen.findByText('Erro ao gerar link de pagamento.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('APPROVED with the event info sent: the waiting screen with a chat to the configured support number', async () => {
    holdProof();
    mockApi({
      [apiCall('usersGetPreRegistration')]: () =>
        lookupAnswer({ paymentStatus: 'APPROVED', hasEventInfo: true }),
    });
    renderApp('/pre-register?email=ana@mail.com');
    expect(await screen.findByText('Seu evento está em análise')).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: 'Falar com a nossa equipe' });
    const href = chat.getAttribute('href') ?? '';
    expect(href.startsWith(`https://wa.me/${SUPPORT_NUMBER}?text=`)).toBe(true);
    const text = new URL(href).searchParams.get('text');
    expect(text).toContain('ana@mail.com');
    expect(text).toMatch(/^Olá! Enviei as informações do meu evento/);
    expect(chat).toHaveAttribute('target', '_blank');
  });

  it('the waiting screen shows no support link when the platform has no support number', async () => {
    holdProof();
    mockApi({
      [apiCall('usersGetPreRegistration')]: () =>
        lookupAnswer({ paymentStatus: 'APPROVED', hasEventInfo: true }, true, null),
    });
    renderApp('/pre-register?email=ana@mail.com');
    expect(await screen.findByText('Seu evento está em análise')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Falar com a nossa equipe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /wa\.me/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href*="wa.me"]')).toBeNull();
  });

  it('the waiting screen says how long the event usually takes, from the platform’s recent events', async () => {
    holdProof();
    mockApi({
      [apiCall('usersGetPreRegistration')]: () =>
        lookupAnswer({ paymentStatus: 'APPROVED', hasEventInfo: true }, true, SUPPORT_NUMBER, 180),
    });
    renderApp('/pre-register?email=ana@mail.com');
    expect(await screen.findByText('Seu evento está em análise')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Normalmente o evento fica pronto em cerca de 3 horas, pelo tempo dos últimos eventos criados.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/você receberá um e-mail com o link do site e o do seu painel/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Alguma dúvida enquanto isso? Fale com a gente pelo WhatsApp.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Falar com a nossa equipe' })).toBeInTheDocument();
  });

  it('the waiting screen gives a fixed time when the platform has too few events to tell', async () => {
    holdProof();
    mockApi({
      [apiCall('usersGetPreRegistration')]: () =>
        lookupAnswer({ paymentStatus: 'APPROVED', hasEventInfo: true }, true, SUPPORT_NUMBER, null),
    });
    renderApp('/pre-register?email=ana@mail.com');
    expect(
      await screen.findByText('Normalmente o evento fica pronto em até 1 dia útil.'),
    ).toBeInTheDocument();
  });

  it("once the account exists: 'Sua conta foi criada com sucesso!' and back to /login", async () => {
    holdProof();
    mockApi({
      [apiCall('usersGetPreRegistration')]: () =>
        json({ success: false, message: 'Conta já criada.', accountCreated: true }, 409),
    });
    renderApp('/pre-register?email=ana@mail.com');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sua conta foi criada com sucesso!')).toBeInTheDocument();
    expect(within(dialog).getByText('Faça o login para começar a usar o site.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
  });

  it("any other failure: 'Erro ao buscar informações.'", async () => {
    holdProof();
    mockApi({ [apiCall('usersGetPreRegistration')]: () => new Response('', { status: 500 }) });
    renderApp('/pre-register?email=ana@mail.com');
    expect(await screen.findByText('Erro ao buscar informações.')).toBeInTheDocument();
  });
});
