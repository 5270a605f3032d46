import { PAYOUT_MESSAGES } from '@celebra/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payout } from '../test/fixtures';
import { brl, fakeDataProvider, renderAdmin } from '../test/render';

function withPayouts() {
  return fakeDataProvider({
    getList: async () => ({
      data: [payout, { ...payout, id: 3, status: 'PAID', paidAmount: 100, destination: null }],
      meta: { totalPages: 1 },
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    }),
  });
}

describe('PayoutList', () => {
  it('lists pending payouts first, with their columns; Concluir Repasse only on pending rows', async () => {
    const dataProvider = withPayouts();
    renderAdmin('/payouts', { dataProvider });
    const row = (await screen.findByText('2')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(row).getByText('Casamento Ana e Pedro')).toBeInTheDocument();
    expect(within(row).getByText(brl(599.6))).toBeInTheDocument();
    expect(within(row).getByText('Pendente')).toBeInTheDocument();
    expect(within(row).getByText('12/11/2025')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Concluir Repasse' })).toBeInTheDocument();
    // Where to pay: the holder, the document masked, the Pix key whole.
    expect(within(row).getByText('Ana Souza Lima')).toBeInTheDocument();
    expect(within(row).getByText('CPF ***.456.789-**')).toBeInTheDocument();
    expect(within(row).getByText('Chave Pix (E-mail): ana.souza@dominio.com')).toBeInTheDocument();
    const paid = screen.getByText('3').closest('tr') as HTMLElement;
    expect(within(paid).getByText('Pago')).toBeInTheDocument();
    expect(
      within(paid).getByText('Sem dados para repasse (pedido anterior ao cadastro)'),
    ).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Concluir Repasse' })).not.toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'payouts',
      expect.objectContaining({ filter: { status: 'PENDING' } }),
    );
  });

  it('the status filter asks the server for another status', async () => {
    const dataProvider = withPayouts();
    renderAdmin('/payouts', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    for (const label of ['Pendente', 'Pago', 'Falhou', 'Cancelado']) {
      expect(screen.getByRole('option', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'Falhou' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'payouts',
        expect.objectContaining({ filter: { status: 'FAILED' } }),
      ),
    );
  });

  it('concludes a payout with the edited amount after the confirmation', async () => {
    const dataProvider = withPayouts();
    renderAdmin('/payouts', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Concluir Repasse' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Chave Pix (E-mail): ana.souza@dominio.com')).toBeInTheDocument();
    expect(within(dialog).getByText('CPF ***.456.789-**')).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Valor pago');
    expect(amount).toHaveValue('599,60');
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Concluir Repasse' }));
    expect(await within(dialog).findByText(PAYOUT_MESSAGES.amountInvalid)).toBeInTheDocument();
    await user.type(amount, '55000');
    // Less than requested: the reason is asked for before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Concluir Repasse' }));
    expect(
      await within(dialog).findByText(
        'O campo Motivo é obrigatório quando o valor pago é menor que o solicitado.',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Motivo'), 'Tarifa do banco');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir Repasse' }));
    expect(await screen.findByText(`Confirma o repasse de ${brl(550)}?`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.concludePayout).toHaveBeenCalledWith(2, {
        paidAmount: 550,
        reason: 'Tarifa do banco',
      }),
    );
    expect(await screen.findByText('Repasse concluído com sucesso!')).toBeInTheDocument();
  });

  it("a failed conclusion shows 'Erro ao concluir o repasse.'", async () => {
    const { ApiError } = await import('@celebra/shared/client');
    const dataProvider = withPayouts();
    dataProvider.concludePayout.mockRejectedValue(new ApiError('x', 500, undefined, 'http'));
    renderAdmin('/payouts', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Concluir Repasse' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Concluir Repasse' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Erro ao concluir o repasse.')).toBeInTheDocument();
  });
});
