import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { ok } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const request = (changes: Record<string, unknown> = {}) => ({
  email: 'ana@mail.com',
  paymentStatus: 'PENDING',
  paymentLink: 'https://pagamento.test/checkout/1',
  hasEventInfo: false,
  ...changes,
});
const lookupAnswer = (changes: Record<string, unknown> = {}) =>
  json(ok({ userRequest: request(changes), accountCreated: false }));

describe('pre-register', () => {
  it('looks up a typed e-mail and shows the pay link of a PENDING payment', async () => {
    const api = mockApi({ 'POST /api/users/pre-register/get': () => lookupAnswer() });
    const { user } = renderApp('/pre-register');
    await user.type(await screen.findByLabelText('E-mail'), 'ana@mail.com');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const pay = await screen.findByRole('link', { name: 'Realizar pagamento' });
    expect(pay).toHaveAttribute('href', 'https://pagamento.test/checkout/1');
    expect(pay).toHaveAttribute('target', '_blank');
    expect(api.to('POST /api/users/pre-register/get')[0]?.body).toEqual({ email: 'ana@mail.com' });
  });

  it('takes the e-mail from the address', async () => {
    mockApi({
      'POST /api/users/pre-register/get': () =>
        lookupAnswer({ paymentStatus: 'CANCELLED', paymentLink: null }),
    });
    renderApp('/pre-register?email=ana@mail.com');
    expect(await screen.findByText(/foi cancelado/)).toBeInTheDocument();
  });

  it('CANCELLED: a notice and a button that opens a new payment in a new tab', async () => {
    const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = mockApi({
      'POST /api/users/pre-register/get': () =>
        lookupAnswer({ paymentStatus: 'CANCELLED', paymentLink: null }),
      'POST /api/users/pre-register/generate-payment': () =>
        json(ok({ paymentLink: 'https://pagamento.test/checkout/2' })),
    });
    const { user } = renderApp('/pre-register?email=ana@mail.com');
    await user.click(await screen.findByRole('button', { name: 'Gerar novo pagamento' }));
    await waitFor(() => expect(tab.location.href).toBe('https://pagamento.test/checkout/2'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(api.to('POST /api/users/pre-register/generate-payment')[0]?.body).toEqual({
      email: 'ana@mail.com',
    });
  });

  it("a failed payment generation says 'Erro ao gerar link de pagamento.' and closes the tab", async () => {
    const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi({
      'POST /api/users/pre-register/get': () =>
        lookupAnswer({ paymentStatus: 'CANCELLED', paymentLink: null }),
      'POST /api/users/pre-register/generate-payment': () => new Response('', { status: 500 }),
    });
    const { user } = renderApp('/pre-register?email=ana@mail.com');
    await user.click(await screen.findByRole('button', { name: 'Gerar novo pagamento' }));
    expect(await screen.findByText('Erro ao gerar link de pagamento.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('APPROVED with the event info sent: the waiting screen with a chat-contact link', async () => {
    mockApi({
      'POST /api/users/pre-register/get': () =>
        lookupAnswer({ paymentStatus: 'APPROVED', hasEventInfo: true }),
    });
    renderApp('/pre-register?email=ana@mail.com');
    expect(await screen.findByText('Seu evento está em análise')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Falar com a nossa equipe' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\//,
    );
  });

  it("once the account exists: 'Sua conta foi criada com sucesso!' and back to /login", async () => {
    mockApi({
      'POST /api/users/pre-register/get': () =>
        json({ success: false, message: 'Conta já criada.', accountCreated: true }, 409),
    });
    renderApp('/pre-register?email=ana@mail.com');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sua conta foi criada com sucesso!')).toBeInTheDocument();
    expect(within(dialog).getByText('Faça o login para começar a usar o site.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
  });

  it("any other failure: 'Erro ao buscar informações.'", async () => {
    mockApi({ 'POST /api/users/pre-register/get': () => new Response('', { status: 500 }) });
    renderApp('/pre-register?email=ana@mail.com');
    expect(await screen.findByText('Erro ao buscar informações.')).toBeInTheDocument();
  });
});
