import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { transaction } from '../test/fixtures';
import { fakeDataProvider, renderScreen } from '../test/render';

const setByHand = {
  ...transaction,
  status: 'CANCELLED' as const,
  manualStatus: { by: 'Ana Lima (ana@celebra.dev)', at: '2025-11-20T22:05:00.000Z' },
};

function withTransaction(row: typeof transaction) {
  return fakeDataProvider({
    getList: async () => ({
      data: [row],
      meta: { totalPages: 1 },
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    }),
  });
}

async function openDetails() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Opções' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Detalhes' }));
}

describe('TransactionInfoModal', () => {
  it('says who set the status by hand and when, in Brasília time', async () => {
    const dataProvider = withTransaction(setByHand);
    dataProvider.getTransactionInfo.mockResolvedValue({
      id: 1,
      transaction_amount: 10,
      status: 'approved',
      additional_info: null,
      transaction_details: null,
      payer: null,
    });
    renderScreen('/transactions', { dataProvider });
    await openDetails();
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Status alterado manualmente por Ana Lima (ana@celebra.dev) em 20/11/2025 19:05',
      ),
    ).toBeInTheDocument();
  });

  it('shows the provider’s codes in Portuguese', async () => {
    const dataProvider = withTransaction(transaction);
    dataProvider.getTransactionInfo.mockResolvedValue({
      id: 123,
      transaction_amount: 10,
      status: 'rejected',
      status_detail: 'cc_rejected_insufficient_amount',
      payment_type_id: 'credit_card',
      payment_method_id: 'master',
      additional_info: null,
      transaction_details: null,
      payer: null,
    });
    renderScreen('/transactions', { dataProvider });
    await openDetails();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Recusado: saldo insuficiente')).toBeInTheDocument();
    expect(within(dialog).getByText('Mastercard')).toBeInTheDocument();
    expect(within(dialog).getByText('Cartão de crédito')).toBeInTheDocument();
    expect(within(dialog).queryByText('master')).not.toBeInTheDocument();
  });

  it('says it beside the missing payment too', async () => {
    renderScreen('/transactions', { dataProvider: withTransaction(setByHand) });
    await openDetails();
    expect(
      await screen.findByText(
        'Provavelmente o usuário ainda não gerou o pagamento. Status alterado manualmente por Ana Lima (ana@celebra.dev) em 20/11/2025 19:05.',
      ),
    ).toBeInTheDocument();
  });
});
