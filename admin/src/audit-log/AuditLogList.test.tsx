import type { TAuditLogEntry } from '@celebra/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../test/render';

const concluded: TAuditLogEntry = {
  id: 2,
  createdAt: '2030-02-28T13:05:00.000Z',
  actorKind: 'admin',
  actorId: 1,
  actorLabel: 'Alice Lima <alice@celebra.dev>',
  action: 'payout.concluded',
  entityType: 'payout',
  entityId: '17',
  before: { status: 'PENDING', requestedAmount: 300 },
  after: { status: 'PAID', paidAmount: 299.9, pixKey: 'a***@dominio.com' },
};
const destination: TAuditLogEntry = {
  id: 1,
  createdAt: '2030-02-27T22:00:00.000Z',
  actorKind: 'host',
  actorId: 5,
  actorLabel: 'Ana Souza <ana@teste.dev>',
  action: 'payout-destination.changed',
  entityType: 'payout_destination',
  entityId: '5',
  before: null,
  after: { pixKey: '***.456.789-**' },
};

function withEntries(rows: TAuditLogEntry[]) {
  return fakeDataProvider({
    getList: async () => ({
      data: rows,
      meta: { totalPages: 1 },
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    }),
  });
}

describe('AuditLogList', () => {
  it('shows when in Brasília, who, the action in Portuguese, what and the change', async () => {
    renderAdmin('/audit-log', { dataProvider: withEntries([concluded, destination]) });

    const row = (await screen.findByText('Repasse concluído')).closest('tr') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Quando', 'Quem', 'Ação', 'O quê', 'Antes → depois']);
    // 13:05 UTC is 10:05 in São Paulo.
    expect(within(row).getByText('28/02/2030 10:05')).toBeInTheDocument();
    expect(within(row).getByText('Alice Lima <alice@celebra.dev>')).toBeInTheDocument();
    expect(within(row).getByText('Repasse #17')).toBeInTheDocument();
    expect(within(row).getByText(/status: PENDING → PAID/)).toBeInTheDocument();
    expect(within(row).getByText(/pixKey: — → a\*\*\*@dominio\.com/)).toBeInTheDocument();

    const other = (await screen.findByText('Destino de repasse alterado')).closest('tr') as HTMLElement;
    expect(within(other).getByText('Destino de repasse do usuário #5')).toBeInTheDocument();
    expect(within(other).getByText('pixKey: ***.456.789-**')).toBeInTheDocument();
  });

  it('filters by action', async () => {
    const dataProvider = withEntries([concluded]);
    renderAdmin('/audit-log', { dataProvider });
    await screen.findByText('Repasse concluído');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mostrar Filtro' }));
    await user.click(screen.getByRole('combobox', { name: 'Ação' }));
    await user.click(await screen.findByRole('option', { name: 'Transação estornada' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'audit-log',
        expect.objectContaining({ filter: { action: 'purchase.refunded' } }),
      ),
    );
  });

  it("is reached from the dashboard's 'Auditoria' card", async () => {
    renderAdmin('/', { dataProvider: withEntries([concluded]) });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('link', { name: /Auditoria/ }))[0] as HTMLElement);
    expect(await screen.findByText('Repasse concluído')).toBeInTheDocument();
  });
});
