import { PAYOUT_MESSAGES } from '@celebra/shared/validation';
import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payout } from '../test/fixtures';
import { brl, fakeDataProvider, renderScreen } from '../test/render';

function withPayouts() {
  return fakeDataProvider({
    getList: async () => ({
      data: [
        payout,
        {
          ...payout,
          id: 3,
          status: 'PAID',
          paidAmount: 100,
          destination: null,
          concludedAt: '2025-11-14T15:00:00.000Z',
          concludedBy: { id: 1, name: 'Helena Admin' },
          endToEndId: 'E12345678202611291030AbCdEf12345',
        },
      ],
      meta: { totalPages: 1 },
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    }),
  });
}

describe('PayoutList', () => {
  it('lists pending payouts first, with their columns; Concluir Repasse only on pending rows', async () => {
    const dataProvider = withPayouts();
    renderScreen('/payouts', { dataProvider });
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
    // When and by whom it was paid; each row opens its record, the event and the host.
    expect(within(paid).getByText('14/11/2025')).toBeInTheDocument();
    expect(within(paid).getByText('Helena Admin')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'Abrir repasse #3' })).toHaveAttribute(
      'href',
      '/payouts/3/show',
    );
    expect(within(row).getByRole('link', { name: '10' })).toHaveAttribute('href', '/events/10');
    expect(within(row).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute('href', '/users/7/show');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'payouts',
      expect.objectContaining({ filter: { status: 'PENDING' } }),
    );
  });

  it('the status filter asks the server for another status', async () => {
    const dataProvider = withPayouts();
    renderScreen('/payouts', { dataProvider });
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
    renderScreen('/payouts', { dataProvider });
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
    await user.type(amount, '550');
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
    expectConsoleError(/ApiError: x/);
    renderScreen('/payouts', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Concluir Repasse' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Concluir Repasse' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Erro ao concluir o repasse.')).toBeInTheDocument();
  });
});

describe('PayoutList: Falhou and Cancelado', () => {
  it.each([
    [
      'Marcar como Falhou',
      'FAILED',
      'Confirma que o repasse de %s falhou? O valor volta ao saldo do anfitrião.',
    ],
    [
      'Cancelar Repasse',
      'CANCELLED',
      'Confirma o cancelamento do repasse de %s? O valor volta ao saldo do anfitrião.',
    ],
  ])(
    "'%s' asks why, confirms that the money goes back, and sends it",
    async (button, status, confirmation) => {
      const dataProvider = withPayouts();
      renderScreen('/payouts', { dataProvider });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog');
      expect(
        within(dialog).getByText(
          `O valor solicitado (${brl(599.6)}) volta ao saldo do anfitrião, que poderá solicitar de novo.`,
        ),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: button }));
      expect(
        await within(dialog).findByText(
          'O campo Motivo é obrigatório para marcar o repasse como Falhou ou Cancelado.',
        ),
      ).toBeInTheDocument();
      expect(dataProvider.closePayout).not.toHaveBeenCalled();
      await user.type(within(dialog).getByLabelText('Motivo'), 'Chave Pix inexistente');
      await user.click(within(dialog).getByRole('button', { name: button }));
      expect(await screen.findByText(confirmation.replace('%s', brl(599.6)))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Sim' }));
      await waitFor(() =>
        expect(dataProvider.closePayout).toHaveBeenCalledWith(2, { status, reason: 'Chave Pix inexistente' }),
      );
      expect(
        await screen.findByText('Repasse marcado como Falhou: o valor voltou ao saldo do anfitrião.'),
      ).toBeInTheDocument();
    },
  );

  it('filters by event and by host', async () => {
    const dataProvider = withPayouts();
    renderScreen(`/payouts?filter=${encodeURIComponent(JSON.stringify({ eventId: '10', userId: '7' }))}`, {
      dataProvider,
    });
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'payouts',
        expect.objectContaining({ filter: expect.objectContaining({ eventId: '10', userId: '7' }) }),
      ),
    );
    expect(await screen.findByLabelText('ID do evento')).toHaveValue(10);
    expect(screen.getByLabelText('ID do anfitrião')).toHaveValue(7);
  });
});
