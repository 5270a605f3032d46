import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payout, payoutRecord } from '../test/fixtures';
import { brl, fakeDataProvider, renderScreen } from '../test/render';

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
    renderScreen('/payouts', { dataProvider: withPendingPayout() });
    const { user, dialog } = await openModal();
    const amount = within(dialog).getByLabelText('Valor pago');
    expect(amount).toHaveValue('599,60');
    expect(within(dialog).queryByLabelText('Motivo')).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '500');

    expect(within(dialog).getByLabelText('Motivo')).toBeInTheDocument();
  });

  it("reads the amount as reais, as every price field does: '75' is R$ 75,00", async () => {
    const dataProvider = withPendingPayout();
    renderScreen('/payouts', { dataProvider });
    const { user, dialog } = await openModal();
    const amount = within(dialog).getByLabelText('Valor pago');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await user.clear(amount);
    await user.type(amount, '75');
    expect(amount).toHaveValue('75');
    await user.tab();
    expect(amount).toHaveValue('75,00');
    expect(within(dialog).getByLabelText('Motivo')).toBeInTheDocument();
  });

  it('refuses more than requested on the form, naming the requested amount', async () => {
    const dataProvider = withPendingPayout();
    renderScreen('/payouts', { dataProvider });
    const { user, dialog } = await openModal();
    const amount = within(dialog).getByLabelText('Valor pago');
    await user.clear(amount);
    await user.type(amount, '600');
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
    expectConsoleError(/ApiError: x/);
    dataProvider.concludePayout.mockRejectedValue(
      new ApiError('x', 409, undefined, 'http', {
        serverMessage: 'Apenas repasses pendentes podem ser concluídos.',
      }),
    );
    renderScreen('/payouts', { dataProvider });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Concluir Repasse' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));

    expect(await screen.findByText('Apenas repasses pendentes podem ser concluídos.')).toBeInTheDocument();
    expect(dataProvider.concludePayout).toHaveBeenCalledWith(2, { paidAmount: 599.6 });
  });
});

describe("ConcludePayoutModal: the host's money now", () => {
  function withRefundedPayout() {
    return fakeDataProvider({
      getList: async () => ({
        data: [payout],
        meta: { totalPages: 1 },
        pageInfo: { hasNextPage: false, hasPreviousPage: false },
      }),
      getOne: async () => ({ data: payoutRecord }),
    });
  }

  it('shows the balance, what is held, reserved and available, the refunds and open charge-backs', async () => {
    renderScreen('/payouts', { dataProvider: withRefundedPayout() });
    const { dialog } = await openModal();
    const cover = await within(dialog).findByRole('region', { name: 'Dinheiro do anfitrião agora' });
    // Figures as the screen reads them (brl: the space a screen reader and the tests see).
    const figure = (label: string) =>
      within(cover).getByText(label).nextElementSibling?.textContent?.replace('\u00a0', ' ');
    expect(figure('Saldo atual do evento')).toBe(`−${brl(110)}`);
    expect(figure('A liberar (carência)')).toBe(brl(0));
    expect(figure('Reservado por este repasse')).toBe(brl(599.6));
    expect(figure('Disponível para este repasse')).toBe(brl(489.6));
    expect(
      within(cover).getByText(`Estornos e contestações desde a solicitação: 1 (${brl(110)})`),
    ).toBeInTheDocument();
    expect(within(cover).getByText(`Contestações em aberto: 1 (${brl(80)})`)).toBeInTheDocument();
  });

  it('refuses to pay more than the money covers without a reason; with one, the confirmation names the negative balance', async () => {
    const dataProvider = withRefundedPayout();
    renderScreen('/payouts', { dataProvider });
    const { user, dialog } = await openModal();
    expect(
      await within(dialog).findByText(
        `O saldo do anfitrião não cobre este repasse: disponível ${brl(489.6)} para pagar ${brl(599.6)}. Só conclua informando o motivo.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Concluir Repasse' }));
    expect(
      await within(dialog).findByText(
        'O campo Motivo para pagar sem saldo é obrigatório quando o saldo não cobre o repasse.',
      ),
    ).toBeInTheDocument();
    expect(dataProvider.concludePayout).not.toHaveBeenCalled();

    await user.type(
      within(dialog).getByLabelText('Motivo para pagar sem saldo'),
      'Transferido antes do estorno',
    );
    await user.type(within(dialog).getByLabelText('ID da transação Pix'), 'E12345678202611291030AbCdEf12345');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir Repasse' }));
    expect(
      await screen.findByText(
        `Confirma o repasse de ${brl(599.6)}? O saldo do anfitrião ficará negativo em ${brl(110)}.`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.concludePayout).toHaveBeenCalledWith(2, {
        paidAmount: 599.6,
        endToEndId: 'E12345678202611291030AbCdEf12345',
        overrideReason: 'Transferido antes do estorno',
      }),
    );
  });

  it('paying what the money covers needs no override', async () => {
    const dataProvider = withRefundedPayout();
    renderScreen('/payouts', { dataProvider });
    const { user, dialog } = await openModal();
    await within(dialog).findByRole('region', { name: 'Dinheiro do anfitrião agora' });
    const amount = within(dialog).getByLabelText('Valor pago');
    await user.clear(amount);
    await user.type(amount, '489,60');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Estorno de um presente');
    expect(within(dialog).queryByLabelText('Motivo para pagar sem saldo')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Concluir Repasse' }));
    expect(await screen.findByText(`Confirma o repasse de ${brl(489.6)}?`)).toBeInTheDocument();
  });

  it('refuses an end-to-end id that is not a Pix one', async () => {
    const dataProvider = withPendingPayout();
    renderScreen('/payouts', { dataProvider });
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('ID da transação Pix'), 'E123');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir Repasse' }));
    expect(
      await within(dialog).findByText(/^O campo ID da transação Pix deve ter 32 caracteres/),
    ).toBeInTheDocument();
    expect(dataProvider.concludePayout).not.toHaveBeenCalled();
  });

  it("a payout with no Pix key cannot be concluded, and the button's wrapper says why", async () => {
    renderScreen('/payouts', {
      dataProvider: fakeDataProvider({
        getList: async () => ({
          data: [{ ...payout, destination: null }],
          meta: { totalPages: 1 },
          pageInfo: { hasNextPage: false, hasPreviousPage: false },
        }),
      }),
    });
    const button = await screen.findByRole('button', { name: 'Concluir Repasse' });
    expect(button).toBeDisabled();
    expect(
      screen.getByLabelText('Sem chave Pix: este repasse não pode ser concluído. Marque-o como Cancelado.'),
    ).toBeInTheDocument();
  });
});

describe('closing the conclude payout modal', () => {
  it("asks 'Descartar alterações?' on Escape when the form was changed, and keeps what was typed", async () => {
    renderScreen('/payouts', { dataProvider: withPendingPayout() });
    const { user, dialog } = await openModal();
    const amount = within(dialog).getByLabelText('Valor pago');
    await user.clear(amount);
    await user.type(amount, '500');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await user.click(within(question).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Valor pago')).toHaveValue('500,00');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes at once on Escape when nothing was changed', async () => {
    renderScreen('/payouts', { dataProvider: withPendingPayout() });
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
