import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { transaction } from '../test/fixtures';
import { brl, fakeDataProvider, renderScreen } from '../test/render';

function withTransactions() {
  return fakeDataProvider({
    getList: async () => ({
      data: [transaction],
      meta: { totalPages: 1 },
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    }),
  });
}

const payment = {
  id: 123456,
  transaction_amount: 409.4,
  payment_type_id: 'credit_card',
  payment_method_id: 'visa',
  status: 'approved',
  status_detail: 'accredited',
  date_created: '2025-11-20T19:00:00.000-03:00',
  date_last_updated: '2025-11-20T19:01:00.000-03:00',
  payer: { email: 'tiago@mail.com' },
  transaction_details: { financial_institution: null, total_paid_amount: 409.4 },
  additional_info: { items: [{ id: '4', title: 'Jogo de Cama', quantity: '1', unit_price: '409.4' }] },
};

async function openAction(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Opções' }));
  await user.click(await screen.findByRole('menuitem', { name }));
  return user;
}

describe('TransactionList', () => {
  it('lists the transactions with their columns, pending first', async () => {
    const dataProvider = withTransactions();
    renderScreen('/transactions', { dataProvider });
    const row = (await screen.findByText('Tiago Oliveira')).closest('tr') as HTMLElement;
    expect(within(row).getByText('tiago@mail.com')).toBeInTheDocument();
    expect(within(row).getByText(brl(389.9))).toBeInTheDocument();
    expect(within(row).getByText(brl(409.4))).toBeInTheDocument();
    expect(within(row).getByText('5%')).toBeInTheDocument();
    expect(within(row).getByText('Pendente')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'transactions',
      expect.objectContaining({ filter: { status: 'PENDING' } }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Recusado' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'transactions',
        expect.objectContaining({ filter: { status: 'RECUSED' } }),
      ),
    );
  });

  it('Detalhes shows the payment information', async () => {
    const dataProvider = withTransactions();
    dataProvider.getTransactionInfo.mockResolvedValue(payment);
    renderScreen('/transactions', { dataProvider });
    await openAction('Detalhes');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('123456')).toBeInTheDocument();
    // The provider's codes in Portuguese: the payment type and the status.
    expect(within(dialog).getByText('Cartão de crédito')).toBeInTheDocument();
    expect(within(dialog).getByText('Aprovado')).toBeInTheDocument();
    expect(within(dialog).getByText('Visa')).toBeInTheDocument();
    expect(within(dialog).getByText('Aprovado pelo emissor')).toBeInTheDocument();
    expect(within(dialog).getByText('Jogo de Cama')).toBeInTheDocument();
    expect(within(dialog).getAllByText(brl(409.4)).length).toBeGreaterThanOrEqual(2);
    // The purchase's own record: the guest covered the platform's fee; no installments yet.
    expect(within(dialog).getByText('Taxa paga pelo convidado').nextSibling).toHaveTextContent('Sim');
    expect(within(dialog).getByText('Parcelas').nextSibling).toHaveTextContent('—');
    expect(dataProvider.getTransactionInfo).toHaveBeenCalledWith(6);
  });

  it("without a payment shows 'Informações de pagamento ausentes!'", async () => {
    const dataProvider = withTransactions();
    renderScreen('/transactions', { dataProvider });
    await openAction('Detalhes');
    expect(await screen.findByText('Informações de pagamento ausentes!')).toBeInTheDocument();
    expect(screen.getByText('Provavelmente o usuário ainda não gerou o pagamento.')).toBeInTheDocument();
  });

  it('Atualizar Status sends the chosen status with its reason, after stating the effect on the balance', async () => {
    const dataProvider = withTransactions();
    renderScreen('/transactions', { dataProvider });
    const user = await openAction('Atualizar Status');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    for (const label of ['Aprovado', 'Pendente', 'Recusado', 'Cancelado']) {
      expect(screen.getByRole('option', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'Aprovado' }));
    // Without a reason nothing goes on.
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Informe o motivo da alteração (de 3 a 500 caracteres).'),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motivo da alteração' }),
      'Aprovado no painel',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // Nothing is sent before the confirmation, which says what changes.
    expect(
      await within(dialog).findByText(
        'O status da transação #6 passará de "Pendente" para "Aprovado". O saldo do anfitrião acompanha a mudança. Confirmar?',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('O saldo do anfitrião aumenta R$ 389,90 (crédito do presente).'),
    ).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'transactions',
        expect.objectContaining({ id: 6, data: { status: 'APPROVED', reason: 'Aprovado no painel' } }),
      ),
    );
  });

  it("the status change's confirmation states the host's balance before and after, as a refund's does", async () => {
    const dataProvider = withTransactions();
    dataProvider.getTransactionRefunds.mockResolvedValue({
      refundable: false,
      remainingAmount: 0,
      lines: [],
      hostBalance: -500,
      hostRemainingAmount: 0,
      totalPrice: 409.4,
      userAmount: 389.9,
    });
    renderScreen('/transactions', { dataProvider });
    const user = await openAction('Atualizar Status');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Aprovado' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo da alteração' }), 'Pago no MP');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'O saldo do anfitrião passará de -R$ 500,00 para -R$ 110,10. O saldo do anfitrião ficará negativo em R$ 110,10.',
      ),
    ).toBeInTheDocument();
    expect(dataProvider.getTransactionRefunds).toHaveBeenCalledWith(6);
  });

  it("a failed status change shows 'Erro ao atualizar o status da transação.'", async () => {
    const { ApiError } = await import('@celebra/shared/client');
    const dataProvider = withTransactions();
    dataProvider.update.mockRejectedValue(new ApiError('x', 500, undefined, 'http'));
    expectConsoleError(/ApiError: x/);
    renderScreen('/transactions', { dataProvider });
    const user = await openAction('Atualizar Status');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Cancelado' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motivo da alteração' }),
      'Convidado desistiu',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Erro ao atualizar o status da transação.')).toBeInTheDocument();
  });
});
