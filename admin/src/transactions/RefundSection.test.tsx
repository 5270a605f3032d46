import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { transaction } from '../test/fixtures';
import { brl, fakeDataProvider, renderScreen } from '../test/render';

const payment = {
  id: 123456,
  transaction_amount: 146.66,
  payment_type_id: 'bank_transfer',
  payment_method_id: 'pix',
  status: 'approved',
  status_detail: 'accredited',
  date_created: '2025-11-20T19:00:00.000-03:00',
  date_last_updated: '2025-11-20T19:01:00.000-03:00',
  payer: { email: 'tiago@mail.com' },
  transaction_details: null,
  additional_info: null,
};

const refundable = {
  refundable: true,
  remainingAmount: 146.66,
  lines: [
    { id: 31, giftName: 'Jogo de Cama', quantity: 1, userAmount: 100, refundAmount: 109.99, refunded: false },
    { id: 32, giftName: 'Toalhas', quantity: 1, userAmount: 33.33, refundAmount: 36.66, refunded: false },
  ],
  hostBalance: 200,
  hostRemainingAmount: 133.33,
  totalPrice: 146.66,
  userAmount: 133.33,
};

function withApprovedTransaction(overrides: Parameters<typeof fakeDataProvider>[0] = {}) {
  return fakeDataProvider({
    getList: async () => ({
      data: [{ ...transaction, status: 'APPROVED' }],
      meta: { totalPages: 1 },
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    }),
    getTransactionInfo: async () => payment,
    getTransactionRefunds: async () => refundable,
    ...overrides,
  });
}

/** Opens 'Detalhes' of the listed transaction and waits for its refund section. */
async function openDetails(dataProvider: ReturnType<typeof fakeDataProvider>) {
  const user = userEvent.setup();
  renderScreen('/transactions', { dataProvider });
  await user.click(await screen.findByRole('button', { name: 'Opções' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Detalhes' }));
  const details = await screen.findByRole('dialog');
  await within(details).findByRole('region', { name: 'Reembolso' });
  return { user, details };
}

describe('Refunds in the transaction details', () => {
  it("'Reembolsar' asks with the amount, refunds the whole transaction and says so", async () => {
    const dataProvider = withApprovedTransaction();
    const { user, details } = await openDetails(dataProvider);

    await user.click(within(details).getByRole('button', { name: 'Reembolsar' }));
    const question = await screen.findByText(
      `Reembolsar ${brl(146.66)} ao convidado? A transação será cancelada. O saldo do anfitrião passará de ${brl(200)} para ${brl(66.67)}.`,
    );
    expect(dataProvider.refundTransaction).not.toHaveBeenCalled();
    await user.click(
      within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Sim' }),
    );

    expect(await screen.findByText('Reembolso realizado com sucesso.')).toBeInTheDocument();
    expect(dataProvider.refundTransaction).toHaveBeenCalledTimes(1);
    expect(dataProvider.refundTransaction).toHaveBeenCalledWith(6, {});
  });

  it("'Reembolsar item' refunds one line for its amount; the line then shows as refunded", async () => {
    // The server's state: after the refund the line is refunded and the rest is the other line's.
    let current: typeof refundable = refundable;
    const after = {
      refundable: true,
      remainingAmount: 36.67,
      lines: [
        { ...refundable.lines[0], refunded: true },
        { ...refundable.lines[1], refundAmount: 36.67 },
      ],
    } as typeof refundable;
    const dataProvider = withApprovedTransaction({
      getTransactionRefunds: async () => current,
      refundTransaction: async () => {
        current = after;
        return { message: 'Reembolso realizado com sucesso.', refunds: after };
      },
    });
    const { user, details } = await openDetails(dataProvider);

    await user.click(within(details).getByRole('button', { name: 'Reembolsar item: Jogo de Cama' }));
    const question = await screen.findByText(
      `Reembolsar ${brl(109.99)} ao convidado pelo item "Jogo de Cama"? O saldo do anfitrião passará de ${brl(200)} para ${brl(100)}.`,
    );
    await user.click(
      within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Sim' }),
    );

    expect(await screen.findByText('Reembolso realizado com sucesso.')).toBeInTheDocument();
    expect(dataProvider.refundTransaction).toHaveBeenCalledWith(6, { itemId: 31 });
    await waitFor(() => expect(within(details).getByText('Reembolsado')).toBeInTheDocument());
    expect(within(details).queryByRole('button', { name: 'Reembolsar item: Jogo de Cama' })).toBeNull();
    expect(within(details).getByText(brl(36.67))).toBeInTheDocument();
  });

  it('Cancelar on the question refunds nothing', async () => {
    const dataProvider = withApprovedTransaction();
    const { user, details } = await openDetails(dataProvider);

    await user.click(within(details).getByRole('button', { name: 'Reembolsar item: Toalhas' }));
    const question = await screen.findByText(/Reembolsar .* pelo item "Toalhas"\?/);
    await user.click(
      within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByText(/pelo item "Toalhas"/)).toBeNull());
    expect(dataProvider.refundTransaction).not.toHaveBeenCalled();
  });

  it('says when the host balance will be negative, and sends the optional reason', async () => {
    const dataProvider = withApprovedTransaction({
      getTransactionRefunds: async () => ({ ...refundable, hostBalance: 50 }),
    });
    const { user, details } = await openDetails(dataProvider);

    await user.type(within(details).getByLabelText('Motivo (opcional)'), '  Convidado desistiu  ');
    await user.click(within(details).getByRole('button', { name: 'Reembolsar' }));
    const question = await screen.findByText(/A transação será cancelada/);
    // 50,00 − 133,33 (the host share a whole refund takes back)
    expect(question.textContent?.replace(/\u00a0/g, ' ')).toBe(
      `Reembolsar ${brl(146.66)} ao convidado? A transação será cancelada. O saldo do anfitrião passará de ${brl(50)} para ${brl(-83.33)}. O saldo do anfitrião ficará negativo em ${brl(83.33)}.`,
    );
    await user.click(
      within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Sim' }),
    );

    expect(await screen.findByText('Reembolso realizado com sucesso.')).toBeInTheDocument();
    expect(dataProvider.refundTransaction).toHaveBeenCalledWith(6, { reason: 'Convidado desistiu' });
  });

  it('a line refund that leaves the balance above zero says no more than the new balance', async () => {
    const dataProvider = withApprovedTransaction({
      getTransactionRefunds: async () => ({ ...refundable, hostBalance: 50 }),
    });
    const { user, details } = await openDetails(dataProvider);

    await user.click(within(details).getByRole('button', { name: 'Reembolsar item: Toalhas' }));
    const question = await screen.findByText(/pelo item "Toalhas"/);
    expect(question.textContent?.replace(/\u00a0/g, ' ')).toBe(
      `Reembolsar ${brl(36.66)} ao convidado pelo item "Toalhas"? O saldo do anfitrião passará de ${brl(50)} para ${brl(16.67)}.`,
    );
  });

  it('refunds an amount typed in the money mask, stating what the host loses of it', async () => {
    const dataProvider = withApprovedTransaction();
    const { user, details } = await openDetails(dataProvider);

    const amount = within(details).getByLabelText('Valor a reembolsar (opcional)');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await user.type(amount, '50');
    expect(amount).toHaveValue('50');
    await user.tab();
    expect(amount).toHaveValue('50,00');
    await user.click(within(details).getByRole('button', { name: 'Reembolsar' }));
    const question = await screen.findByText(/reembolso parcial/);
    // The host's part of R$ 50,00: 50,00 × 133,33 / 146,66 = 45,45 (rounded down, as the server does).
    expect(question.textContent?.replace(/\u00a0/g, ' ')).toBe(
      `Reembolsar ${brl(50)} ao convidado? A transação continua aprovada, com reembolso parcial. O saldo do anfitrião passará de ${brl(200)} para ${brl(154.55)}.`,
    );
    await user.click(
      within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Sim' }),
    );

    expect(await screen.findByText('Reembolso realizado com sucesso.')).toBeInTheDocument();
    expect(dataProvider.refundTransaction).toHaveBeenCalledWith(6, { amountCents: 5_000 });
  });

  it("shows the server's refusal", async () => {
    expectConsoleError(/Só é possível reembolsar uma transação aprovada\./);
    const dataProvider = withApprovedTransaction({
      refundTransaction: async () => {
        throw new Error('Só é possível reembolsar uma transação aprovada.');
      },
    });
    const { user, details } = await openDetails(dataProvider);

    await user.click(within(details).getByRole('button', { name: 'Reembolsar' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));

    expect(await screen.findByText('Só é possível reembolsar uma transação aprovada.')).toBeInTheDocument();
    expect(screen.getByText('Erro!')).toBeInTheDocument();
  });

  it('offers no refund for a transaction that cannot be refunded', async () => {
    const dataProvider = withApprovedTransaction({
      getTransactionRefunds: async () => ({ ...refundable, refundable: false }),
    });
    renderScreen('/transactions', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Detalhes' }));
    const details = await screen.findByRole('dialog');
    expect(await within(details).findByText('123456')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getTransactionRefunds).toHaveBeenCalledWith(6));
    expect(within(details).queryByRole('button', { name: 'Reembolsar' })).toBeNull();
  });
});
