import type { TAuditLogEntry } from '@celebra/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeDataProvider, renderApp, renderScreen } from '../test/render';

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
    renderScreen('/audit-log', { dataProvider: withEntries([concluded, destination]) });

    const row = (await screen.findByText('Repasse concluído')).closest('tr') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Quando', 'Quem', 'Ação', 'O quê', 'Antes → depois']);
    // 13:05 UTC is 10:05 in São Paulo.
    expect(within(row).getByText('28/02/2030 10:05')).toBeInTheDocument();
    expect(within(row).getByText('Alice Lima <alice@celebra.dev>')).toBeInTheDocument();
    // 'O quê' links to the record's page.
    expect(within(row).getByRole('link', { name: 'Repasse #17' })).toHaveAttribute(
      'href',
      '/payouts/17/show',
    );
    // Portuguese field names, statuses and money, never the codes.
    expect(within(row).getByText(/Status: Pendente → Pago/)).toBeInTheDocument();
    expect(within(row).getByText(/Valor solicitado: R\$\s300,00 → —/)).toBeInTheDocument();
    expect(within(row).getByText(/Valor pago: — → R\$\s299,90/)).toBeInTheDocument();
    expect(within(row).getByText(/Chave Pix: — → a\*\*\*@dominio\.com/)).toBeInTheDocument();
    expect(within(row).queryByText(/PENDING|PAID|requestedAmount|pixKey/)).not.toBeInTheDocument();

    const other = (await screen.findByText('Destino de repasse alterado')).closest('tr') as HTMLElement;
    expect(within(other).getByText('Destino de repasse do usuário #5')).toBeInTheDocument();
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
    expect(within(other).getByText('Chave Pix: ***.456.789-**')).toBeInTheDocument();
  });

  it("a refund reads in Portuguese with the amount as money, and links to the transaction's page", async () => {
    const refund: TAuditLogEntry = {
      ...concluded,
      id: 3,
      action: 'purchase.refunded',
      entityType: 'purchase',
      entityId: '6',
      before: { status: 'APPROVED' },
      after: { status: 'CANCELLED', paymentId: '123456', refundedAmount: 692.79 },
    };
    renderScreen('/audit-log', { dataProvider: withEntries([refund]) });
    const row = (await screen.findByText('Transação estornada')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Transação #6' })).toHaveAttribute(
      'href',
      '/transactions/6/show',
    );
    expect(within(row).getByText(/Status: Aprovado → Cancelado/)).toBeInTheDocument();
    expect(within(row).getByText(/Valor reembolsado: — → R\$\s692,79/)).toBeInTheDocument();
    expect(within(row).getByText(/ID do pagamento: — → 123456/)).toBeInTheDocument();
  });

  it("a legal texts' publication links to that version's page", async () => {
    const published: TAuditLogEntry = {
      ...concluded,
      id: 4,
      action: 'legal.published',
      entityType: 'legal-version',
      entityId: '3',
      before: null,
      after: { version: 3, privacyPolicy: 'alterado', termsOfUse: 'padrão' },
    };
    renderScreen('/audit-log', { dataProvider: withEntries([published]) });
    const row = (await screen.findByText('Nova versão dos textos legais publicada')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Versão dos textos legais #3' })).toHaveAttribute(
      'href',
      '/legal-versions/3',
    );
  });

  it("opens filtered by a record from the address (a record page's link)", async () => {
    const dataProvider = withEntries([concluded]);
    renderScreen(`/audit-log?filter=${encodeURIComponent('{"entityType":"purchase","entityId":6}')}`, {
      dataProvider,
    });
    await screen.findByText('Repasse concluído');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'audit-log',
      expect.objectContaining({ filter: { entityType: 'purchase', entityId: 6 } }),
    );
    expect(screen.getByLabelText('ID do registro')).toHaveValue('6');
  });

  it('filters by action', async () => {
    const dataProvider = withEntries([concluded]);
    renderScreen('/audit-log', { dataProvider });
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
    renderApp('/', { dataProvider: withEntries([concluded]) });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('link', { name: /Auditoria/ }))[0] as HTMLElement);
    expect(await screen.findByText('Repasse concluído')).toBeInTheDocument();
  });
});
