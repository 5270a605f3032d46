import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/api-mock';
import { ok } from '../../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../../test/render';

const purchase = (id: number, guestName: string | null, status = 'APPROVED') => ({
  id,
  guestName,
  createdAt: '2025-03-09T15:00:00.000Z',
  status,
  userAmount: 350,
  items: [
    { id: 1, giftName: 'Jogo de panelas', quantity: 1, gift: { imageUrl: '/media/gifts/1.jpg' } },
    { id: 2, giftName: 'Taças', quantity: 2, gift: null },
  ],
});
const totals = (changes: Record<string, number> = {}) =>
  json(ok({ totalReceived: 1000, totalTransferred: 200, totalAvailable: 800, totalPending: 0, ...changes }));
// A host who saved where payouts go, and has no payouts yet.
const payoutSetUp = {
  'GET /api/users/payout-destination': () =>
    json(
      ok({
        destination: {
          holderName: 'Ana Souza',
          documentType: 'CPF',
          document: '***.456.789-**',
          pixKeyType: 'EMAIL',
          pixKey: 'a***@dominio.com',
          updatedAt: '2025-03-01T12:00:00.000Z',
        },
      }),
    ),
  'GET /api/users/events/7/payouts': () => json(ok({ payouts: [] })),
};

describe('gifts received', () => {
  it("shows the balance and the purchases, 'Anônimo' when the guest left no name", async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      'GET /api/users/events/7/received-gifts': () =>
        json(ok({ receivedGifts: [purchase(1, 'Bruno Lima'), purchase(2, '', 'PENDING')] })),
      'GET /api/users/events/7/transactions': () => totals(),
    });
    expect(await screen.findByText('Disponível')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Valor disponível')).toHaveTextContent(/800,00/));
    expect(screen.getByText(/1\.000,00/)).toBeInTheDocument();
    expect(screen.getByText(/200,00/)).toBeInTheDocument();
    const bruno = await screen.findByRole('listitem', { name: 'Presente de Bruno Lima' });
    expect(within(bruno).getByText('Jogo de panelas')).toBeInTheDocument();
    expect(within(bruno).getByText('x2')).toBeInTheDocument();
    expect(within(bruno).getByText(/Total: R\$\s350,00/)).toBeInTheDocument();
    expect(within(bruno).getByText('Aprovado')).toBeInTheDocument();
    const anonymous = screen.getByRole('listitem', { name: 'Presente de Anônimo' });
    expect(within(anonymous).getByText('Pendente')).toBeInTheDocument();
  });

  it("says 'Nenhum presente recebido ainda.'; no balance: the request button is disabled", async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      'GET /api/users/events/7/received-gifts': () => json(ok({ receivedGifts: [] })),
      'GET /api/users/events/7/transactions': () => totals({ totalAvailable: 0 }),
    });
    expect(await screen.findByText('Nenhum presente recebido ainda.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Valor disponível')).toHaveTextContent(/0,00/));
    expect(screen.getByRole('button', { name: 'Solicitar repasse' })).toBeDisabled();
  });

  it('a balance below zero (a refund after the payout) says how much will be discounted', async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      'GET /api/users/events/7/received-gifts': () => json(ok({ receivedGifts: [] })),
      'GET /api/users/events/7/transactions': () =>
        totals({ totalReceived: 0, totalTransferred: 133.33, totalAvailable: 0, negativeBalance: -133.33 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Saldo negativo: R\$\s133,33 — será descontado dos próximos presentes\.$/,
    );
    expect(screen.getByLabelText('Valor disponível')).toHaveTextContent(/0,00/);
    expect(screen.getByRole('button', { name: 'Solicitar repasse' })).toBeDisabled();
  });

  it('a positive balance shows no negative balance text', async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      'GET /api/users/events/7/received-gifts': () => json(ok({ receivedGifts: [] })),
      'GET /api/users/events/7/transactions': () => totals(),
    });
    await waitFor(() => expect(screen.getByLabelText('Valor disponível')).toHaveTextContent(/800,00/));
    expect(screen.queryByText(/Saldo negativo/)).not.toBeInTheDocument();
  });

  it('a pending payout shows its amount in place of the button', async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      'GET /api/users/events/7/received-gifts': () => json(ok({ receivedGifts: [] })),
      'GET /api/users/events/7/transactions': () => totals({ totalAvailable: 0, totalPending: 800 }),
    });
    expect(await screen.findByText(/Repasse pendente: R\$\s800,00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar repasse' })).not.toBeInTheDocument();
  });

  it("requests the payout (the GET) and shows the server's message", async () => {
    let requested = false;
    const { user, api } = renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      'GET /api/users/events/7/received-gifts': () => json(ok({ receivedGifts: [] })),
      'GET /api/users/events/7/transactions': () =>
        requested ? totals({ totalAvailable: 0, totalPending: 800 }) : totals(),
      'GET /api/users/events/7/payout-requests': () => {
        requested = true;
        return json(ok({ message: 'Repasse solicitado com sucesso.' }));
      },
    });
    const request = await screen.findByRole('button', { name: 'Solicitar repasse' });
    await waitFor(() => expect(request).toBeEnabled());
    await user.click(request);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText('Repasse solicitado com sucesso.')).toBeInTheDocument();
    expect(api.to('GET /api/users/events/7/payout-requests')).toHaveLength(1);
    expect(await screen.findByText(/Repasse pendente/)).toBeInTheDocument();
  });

  it("failures: 'Erro ao recuperar lista de presentes recebidos.', then 'Erro ao solicitar o repasse.'", async () => {
    const { user } = renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      'GET /api/users/events/7/received-gifts': () => new Response('', { status: 500 }),
      'GET /api/users/events/7/transactions': () => totals(),
      'GET /api/users/events/7/payout-requests': () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Erro ao recuperar lista de presentes recebidos.')).toBeInTheDocument();
    await closeAlert(user);
    await user.click(screen.getByRole('button', { name: 'Solicitar repasse' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText('Erro ao solicitar o repasse.')).toBeInTheDocument();
  });

  it("a failed balance says 'Erro ao recuperar lista de transações.'", async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      'GET /api/users/events/7/received-gifts': () => json(ok({ receivedGifts: [] })),
      'GET /api/users/events/7/transactions': () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Erro ao recuperar lista de transações.')).toBeInTheDocument();
  });
});
