import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payout } from '../test/fixtures';
import { fakeDataProvider, renderAdmin } from '../test/render';

function withPendingPayout() {
  return fakeDataProvider({
    getList: async () => ({
      data: [payout],
      meta: { totalPages: 1 },
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    }),
  });
}

async function openModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Concluir Repasse' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('ConcludePayoutModal', () => {
  it('starts at the requested amount, with no reason asked; the reason appears when the amount is lower', async () => {
    renderAdmin('/payouts', { dataProvider: withPendingPayout() });
    const { user, dialog } = await openModal();
    const amount = within(dialog).getByLabelText('Valor pago');
    expect(amount).toHaveValue('599,60');
    expect(within(dialog).queryByLabelText('Motivo')).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '50000');

    expect(within(dialog).getByLabelText('Motivo')).toBeInTheDocument();
  });

  it('refuses more than requested on the form, naming the requested amount', async () => {
    const dataProvider = withPendingPayout();
    renderAdmin('/payouts', { dataProvider });
    const { user, dialog } = await openModal();
    const amount = within(dialog).getByLabelText('Valor pago');
    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir Repasse' }));

    expect(
      await within(dialog).findByText(
        /O campo Valor pago não pode ser maior que o valor solicitado \(R\$.599,60\)\./,
      ),
    ).toBeInTheDocument();
    expect(dataProvider.concludePayout).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses", async () => {
    const { ApiError } = await import('@celebra/shared/client');
    const dataProvider = withPendingPayout();
    dataProvider.concludePayout.mockRejectedValue(
      new ApiError('x', 409, undefined, 'http', {
        serverMessage: 'Apenas repasses pendentes podem ser concluídos.',
      }),
    );
    renderAdmin('/payouts', { dataProvider });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Concluir Repasse' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));

    expect(await screen.findByText('Apenas repasses pendentes podem ser concluídos.')).toBeInTheDocument();
    expect(dataProvider.concludePayout).toHaveBeenCalledWith(2, { paidAmount: 599.6 });
  });
});
