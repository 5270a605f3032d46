import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../test/render';

const purchase = (
  id: number,
  guestName: string | null,
  status = 'APPROVED',
  heldUntil: string | null = null,
) => ({
  id,
  guestName,
  createdAt: '2025-03-09T15:00:00.000Z',
  status,
  state: status,
  userAmount: 350,
  remainingAmount: status === 'APPROVED' ? 350 : 0,
  heldUntil,
  guestEmail: guestName ? 'convidado@example.com' : null,
  guestPhone: null,
  guestMessage: null,
  thankedAt: null,
  items: [
    {
      id: 1,
      giftName: 'Jogo de panelas',
      quantity: 1,
      amount: 250,
      gift: { imageUrl: '/media/gifts/1.jpg' },
    },
    { id: 2, giftName: 'Taças', quantity: 2, amount: 100, gift: null },
  ],
});
const totals = (changes: Record<string, unknown> = {}) =>
  json(
    ok({
      totalReceived: 1000,
      totalTransferred: 200,
      totalAvailable: 800,
      totalPending: 0,
      totalHeld: 0,
      totalReserved: 0,
      totalBought: 0,
      releases: [],
      ...changes,
    }),
  );
// A host who saved where payouts go, and has no payouts yet.
const payoutSetUp = {
  [apiCall('usersGetPayoutDestination')]: () =>
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
  [apiCall('usersListPayouts', { eventId: 7 })]: () => json(ok({ payouts: [] })),
};

describe('gifts received', () => {
  it("shows the balance and the purchases, 'Anônimo' when the guest left no name", async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
        json(
          ok({ unthankedCount: 0, receivedGifts: [purchase(1, 'Bruno Lima'), purchase(2, '', 'PENDING')] }),
        ),
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () => totals(),
    });
    expect(await screen.findByText('Disponível')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Valor disponível')).toHaveTextContent(/800,00/));
    expect(screen.getByText(/1\.000,00/)).toBeInTheDocument();
    expect(screen.getByText(/200,00/)).toBeInTheDocument();
    const bruno = await screen.findByRole('listitem', { name: 'Presente de Bruno Lima' });
    expect(within(bruno).getByText('Jogo de panelas')).toBeInTheDocument();
    expect(within(bruno).getByText('x2')).toBeInTheDocument();
    expect(within(bruno).getByText(/Total: R\$\s350,00/)).toBeInTheDocument();
    // What the couple receive for each line.
    const line = (name: string) =>
      within(bruno)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByText(name));
    expect(line('Jogo de panelas')).toHaveTextContent(/Vocês recebem R\$\s250,00/);
    expect(line('Taças')).toHaveTextContent(/Vocês recebem R\$\s100,00/);
    expect(within(bruno).getByText('Aprovado')).toBeInTheDocument();
    const anonymous = screen.getByRole('listitem', { name: 'Presente de Anônimo' });
    expect(within(anonymous).getByText('Pendente')).toBeInTheDocument();
  });

  it("says 'Nenhum presente aprovado.'; no balance: the request button is disabled", async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
        json(ok({ unthankedCount: 0, receivedGifts: [] })),
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () => totals({ totalAvailable: 0 }),
    });
    expect(await screen.findByText('Nenhum presente aprovado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Valor disponível')).toHaveTextContent(/0,00/));
    expect(screen.getByRole('button', { name: 'Solicitar repasse' })).toBeDisabled();
  });

  it('a balance below zero (a refund after the payout) says how much will be discounted', async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
        json(ok({ unthankedCount: 0, receivedGifts: [] })),
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () =>
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
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
        json(ok({ unthankedCount: 0, receivedGifts: [] })),
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () => totals(),
    });
    await waitFor(() => expect(screen.getByLabelText('Valor disponível')).toHaveTextContent(/800,00/));
    expect(screen.queryByText(/Saldo negativo/)).not.toBeInTheDocument();
  });

  it('a pending payout shows its amount in place of the button', async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
        json(ok({ unthankedCount: 0, receivedGifts: [] })),
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () =>
        totals({ totalAvailable: 0, totalPending: 800 }),
    });
    expect(await screen.findByText(/Repasse pendente: R\$\s800,00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar repasse' })).not.toBeInTheDocument();
  });

  it("requests the payout (the GET) and shows the server's message", async () => {
    let requested = false;
    const { user, api } = renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
        json(ok({ unthankedCount: 0, receivedGifts: [] })),
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () =>
        requested ? totals({ totalAvailable: 0, totalPending: 800 }) : totals(),
      [apiCall('usersRequestPayout', { eventId: 7 })]: () => {
        requested = true;
        return json(ok({ message: 'Repasse solicitado com sucesso.' }));
      },
    });
    const request = await screen.findByRole('button', { name: 'Solicitar repasse' });
    await waitFor(() => expect(request).toBeEnabled());
    await user.click(request);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText('Repasse solicitado com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersRequestPayout', { eventId: 7 }))).toHaveLength(1);
    expect(await screen.findByText(/Repasse pendente/)).toBeInTheDocument();
  });

  it("failures: 'Erro ao recuperar lista de presentes recebidos.', then 'Erro ao solicitar o repasse.'", async () => {
    const { user } = renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: () => new Response('', { status: 500 }),
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () => totals(),
      [apiCall('usersRequestPayout', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Erro ao recuperar lista de presentes recebidos.')).toBeInTheDocument();
    await closeAlert(user);
    await user.click(screen.getByRole('button', { name: 'Solicitar repasse' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText('Erro ao solicitar o repasse.')).toBeInTheDocument();
  });

  it("shows the money on hold, 'A liberar', with its next release days", async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
        json(ok({ unthankedCount: 0, receivedGifts: [] })),
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () =>
        totals({
          totalReceived: 450,
          totalAvailable: 0,
          totalTransferred: 0,
          totalHeld: 450,
          releases: [
            { date: '2026-12-03', amount: 300 },
            { date: '2026-12-10', amount: 150 },
          ],
        }),
    });
    const held = await screen.findByRole('region', { name: 'A liberar' });
    expect(within(held).getByText(/^A liberar: R\$\s450,00$/)).toBeInTheDocument();
    expect(
      within(held)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['R$\u00a0300,00 a liberar em 03/12', 'R$\u00a0150,00 a liberar em 10/12']);
    expect(screen.getByLabelText('Valor disponível')).toHaveTextContent(/0,00/);
    expect(screen.getByRole('button', { name: 'Solicitar repasse' })).toBeDisabled();
  });

  it('nothing on hold: no "A liberar"', async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
        json(ok({ unthankedCount: 0, receivedGifts: [] })),
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () => totals(),
    });
    await waitFor(() => expect(screen.getByLabelText('Valor disponível')).toHaveTextContent(/800,00/));
    expect(screen.queryByText(/A liberar/)).not.toBeInTheDocument();
  });

  it("an approved gift still held says 'a liberar em DD/MM', in Brasília's day", async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
        json(
          ok({
            unthankedCount: 0,
            receivedGifts: [
              // 02:30 UTC on 4 December is still 3 December in Brasília.
              purchase(1, 'Bruno Lima', 'APPROVED', '2026-12-04T02:30:00.000Z'),
              purchase(2, 'Carla Dias', 'APPROVED', null),
            ],
          }),
        ),
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () => totals(),
    });
    const bruno = await screen.findByRole('listitem', { name: 'Presente de Bruno Lima' });
    expect(within(bruno).getByText('a liberar em 03/12')).toBeInTheDocument();
    const carla = screen.getByRole('listitem', { name: 'Presente de Carla Dias' });
    expect(within(carla).queryByText(/a liberar/)).not.toBeInTheDocument();
  });

  it('lists the approved gifts by default; the filter asks for the others and says what it counts', async () => {
    const byStatus: Record<string, ReturnType<typeof purchase>[]> = {
      APPROVED: [purchase(1, 'Bruno Lima'), purchase(2, 'Carla Dias')],
      PENDING: [purchase(3, 'Davi Reis', 'PENDING')],
      RECUSED: [],
      CANCELLED: [purchase(4, 'Eva Luz', 'CANCELLED')],
    };
    const { user, api } = renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: (request) => {
        const status = request.query.get('status') ?? '';
        const receivedGifts = status === 'ALL' ? Object.values(byStatus).flat() : (byStatus[status] ?? []);
        return json(ok({ unthankedCount: 0, receivedGifts }));
      },
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () => totals(),
    });
    expect(await screen.findByText(/^2 presentes aprovados, somando R\$\s700,00$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprovados' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.to(apiCall('usersListReceivedGifts', { eventId: 7 }))[0]?.query.get('status')).toBe(
      'APPROVED',
    );

    await user.click(screen.getByRole('button', { name: 'Pendentes' }));
    expect(await screen.findByRole('listitem', { name: 'Presente de Davi Reis' })).toBeInTheDocument();
    expect(screen.getByText(/^1 presente pendente, somando R\$\s350,00$/)).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Presente de Bruno Lima' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Recusados' }));
    expect(await screen.findByText('Nenhum presente recusado.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelados' }));
    expect(await screen.findByRole('listitem', { name: 'Presente de Eva Luz' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Todos' }));
    expect(await screen.findByText('4 presentes, de todos os status')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /^Presente de/ })).toHaveLength(4);
    expect(
      api.to(apiCall('usersListReceivedGifts', { eventId: 7 })).map((r) => r.query.get('status')),
    ).toEqual(['APPROVED', 'PENDING', 'RECUSED', 'CANCELLED', 'ALL']);
  });

  it("a failed balance says 'Erro ao recuperar lista de transações.'", async () => {
    renderSignedIn('/gifts-received', {
      ...payoutSetUp,
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
        json(ok({ unthankedCount: 0, receivedGifts: [] })),
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Erro ao recuperar lista de transações.')).toBeInTheDocument();
  });
});
