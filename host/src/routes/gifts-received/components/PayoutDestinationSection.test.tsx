import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json } from '../../../test/api-mock';
import { ok } from '../../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../../test/render';

const totals = () =>
  json(
    ok({
      totalReceived: 1000,
      totalTransferred: 0,
      totalAvailable: 1000,
      totalPending: 0,
      totalHeld: 0,
      totalReserved: 0,
      totalBought: 0,
      releases: [],
    }),
  );

const saved = {
  holderName: 'Ana Souza',
  documentType: 'CPF',
  document: '***.456.789-**',
  pixKeyType: 'PHONE',
  pixKey: '+55 (11) *****-4321',
  updatedAt: '2025-03-01T12:00:00.000Z',
};

/** The gifts page of a host with R$ 1.000,00 available, no gifts listed. */
function renderPage(handlers: Parameters<typeof renderSignedIn>[1]) {
  return renderSignedIn('/gifts-received', {
    [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
      json(ok({ unthankedCount: 0, receivedGifts: [] })),
    [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () => totals(),
    [apiCall('usersListPayouts', { eventId: 7 })]: () => json(ok({ payouts: [] })),
    ...handlers,
  });
}

async function fillForm(user: ReturnType<typeof renderPage>['user'], document: string) {
  const form = await screen.findByRole('form', { name: 'Dados para repasse' });
  await user.type(within(form).getByLabelText('Nome do titular'), 'Ana Souza');
  await user.type(within(form).getByLabelText('CPF'), document);
  await user.click(within(form).getByRole('combobox', { name: 'Tipo de chave Pix' }));
  await user.click(await screen.findByRole('option', { name: 'Celular' }));
  await user.type(within(form).getByLabelText('Chave Pix'), '(11) 98765-4321');
  await user.type(within(form).getByLabelText('Senha da conta'), 'minha-senha-1');
  return form;
}

describe('Dados para repasse', () => {
  it('without a destination, the payout button waits and links to the form', async () => {
    renderPage({ [apiCall('usersGetPayoutDestination')]: () => json(ok({ destination: null })) });

    expect(
      await screen.findByText(/Cadastre os dados para repasse antes de solicitar\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar repasse' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Cadastrar dados para repasse' })).toHaveAttribute(
      'href',
      '#dados-para-repasse',
    );
    expect(screen.getByRole('form', { name: 'Dados para repasse' })).toBeInTheDocument();
  });

  it('refuses a CPF whose digits do not agree, before sending anything', async () => {
    const { user, api } = renderPage({
      [apiCall('usersGetPayoutDestination')]: () => json(ok({ destination: null })),
    });
    const form = await fillForm(user, '123.456.789-00');

    await user.click(within(form).getByRole('button', { name: 'Salvar dados para repasse' }));

    expect(await within(form).findByText('CPF inválido: confira os números.')).toBeInTheDocument();
    expect(api.to(apiCall('usersSavePayoutDestination'))).toHaveLength(0);
  });

  it('saves with the account password, then shows the destination masked and allows the request', async () => {
    const { user, api } = renderPage({
      [apiCall('usersGetPayoutDestination')]: () => json(ok({ destination: null })),
      [apiCall('usersSavePayoutDestination')]: () =>
        json(ok({ message: 'Dados para repasse salvos com sucesso.', destination: saved })),
    });
    const form = await fillForm(user, '123.456.789-09');

    await user.click(within(form).getByRole('button', { name: 'Salvar dados para repasse' }));

    expect(await screen.findByText('Dados para repasse salvos com sucesso.')).toBeInTheDocument();
    await closeAlert(user);
    expect(api.to(apiCall('usersSavePayoutDestination'))[0]?.body).toEqual({
      holderName: 'Ana Souza',
      documentType: 'CPF',
      document: '12345678909',
      pixKeyType: 'PHONE',
      pixKey: '+5511987654321',
      currentPassword: 'minha-senha-1',
    });
    expect(screen.getByText('CPF: ***.456.789-**')).toBeInTheDocument();
    expect(screen.getByText('Chave Pix (Celular): +55 (11) *****-4321')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Solicitar repasse' })).toBeEnabled());
    expect(screen.queryByText(/Cadastre os dados para repasse antes de solicitar/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a wrong password", async () => {
    const { user } = renderPage({
      [apiCall('usersGetPayoutDestination')]: () => json(ok({ destination: saved })),
      [apiCall('usersSavePayoutDestination')]: () =>
        json(
          { success: false, message: 'Senha da conta incorreta: os dados para repasse não foram alterados.' },
          403,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Alterar dados para repasse' }));
    const form = await fillForm(user, '123.456.789-09');

    await user.click(within(form).getByRole('button', { name: 'Salvar dados para repasse' }));

    expect(
      await screen.findByText('Senha da conta incorreta: os dados para repasse não foram alterados.'),
    ).toBeInTheDocument();
  });

  it('shows each payout’s timeline: requested, then paid', async () => {
    renderPage({
      [apiCall('usersGetPayoutDestination')]: () => json(ok({ destination: saved })),
      [apiCall('usersListPayouts', { eventId: 7 })]: () =>
        json(
          ok({
            payouts: [
              {
                id: 2,
                requestedAmount: 150,
                paidAmount: null,
                status: 'PENDING',
                requestedAt: '2025-04-02T15:00:00.000Z',
                paidAt: null,
                closedAt: null,
                closingReason: null,
                destination: { pixKeyType: 'PHONE', pixKey: '+55 (11) *****-4321' },
              },
              {
                id: 1,
                requestedAmount: 300,
                paidAmount: 300,
                status: 'PAID',
                requestedAt: '2025-03-09T15:00:00.000Z',
                paidAt: '2025-03-12T15:00:00.000Z',
                closedAt: null,
                closingReason: null,
                destination: null,
              },
            ],
          }),
        ),
    });

    const pending = await screen.findByRole('listitem', { name: /Repasse de R\$\s150,00/ });
    expect(within(pending).getByText('Solicitado em 02/04/2025')).toBeInTheDocument();
    expect(within(pending).getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(within(pending).getByText('Chave Pix (Celular): +55 (11) *****-4321')).toBeInTheDocument();
    const paid = screen.getByRole('listitem', { name: /Repasse de R\$\s300,00/ });
    expect(within(paid).getByText('Solicitado em 09/03/2025')).toBeInTheDocument();
    expect(within(paid).getByText('Pago em 12/03/2025')).toBeInTheDocument();
    expect(within(paid).getByText('Pago')).toBeInTheDocument();
  });

  it('a payout that failed or was cancelled says when, why, and that the money is back in the balance', async () => {
    const closed = (id: number, status: 'FAILED' | 'CANCELLED', requestedAmount: number, reason: string) => ({
      id,
      requestedAmount,
      paidAmount: null,
      status,
      requestedAt: '2025-04-02T15:00:00.000Z',
      paidAt: null,
      closedAt: '2025-04-03T15:00:00.000Z',
      closingReason: reason,
      destination: null,
    });
    renderPage({
      [apiCall('usersGetPayoutDestination')]: () => json(ok({ destination: saved })),
      [apiCall('usersListPayouts', { eventId: 7 })]: () =>
        json(
          ok({
            payouts: [
              closed(4, 'FAILED', 150, 'Chave Pix não encontrada no banco'),
              closed(3, 'CANCELLED', 200, 'Pedido em duplicidade'),
            ],
          }),
        ),
    });

    const failed = await screen.findByRole('listitem', { name: /Repasse de R\$\s150,00/ });
    expect(within(failed).getByText('Falhou')).toBeInTheDocument();
    expect(within(failed).getByText('Falhou em 03/04/2025')).toBeInTheDocument();
    expect(
      within(failed).getByText('Chave Pix não encontrada no banco. O valor voltou ao seu saldo.'),
    ).toBeInTheDocument();
    expect(within(failed).queryByText('Aguardando pagamento')).not.toBeInTheDocument();
    const cancelled = screen.getByRole('listitem', { name: /Repasse de R\$\s200,00/ });
    expect(within(cancelled).getByText('Cancelado')).toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelado em 03/04/2025')).toBeInTheDocument();
    expect(
      within(cancelled).getByText('Pedido em duplicidade. O valor voltou ao seu saldo.'),
    ).toBeInTheDocument();
  });
});
