import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { transaction } from '../test/fixtures';
import { brl, fakeDataProvider, renderScreen } from '../test/render';

const approved = { ...transaction, status: 'APPROVED' as const };

function withTransaction() {
  return fakeDataProvider({
    getOne: async (resource: string, { id }: { id: number }) => {
      if (resource === 'transactions' && Number(id) === 6) return { data: approved };
      throw Object.assign(new Error('Transação não encontrada.'), { status: 404 });
    },
    getList: async () => ({
      data: [transaction],
      total: 1,
      meta: { totalPages: 1 },
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    }),
  });
}

describe('TransactionShow, /transactions/:id/show', () => {
  it("opens by its address: the purchase, links to its event, host and audit rows, and the provider's payment", async () => {
    const dataProvider = withTransaction();
    dataProvider.getTransactionInfo.mockResolvedValue({
      id: 123456,
      transaction_amount: 409.4,
      status: 'approved',
      payment_type_id: 'credit_card',
    });
    const { location } = renderScreen('/transactions/6/show', { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Transação #6' })).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledWith('transactions', expect.objectContaining({ id: 6 }));
    expect(screen.getByText('Tiago Oliveira')).toBeInTheDocument();
    expect(screen.getByText('tiago@mail.com')).toBeInTheDocument();
    expect(screen.getAllByText(brl(409.4)).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('link', { name: 'Casamento Ana e Pedro (#10)' })).toHaveAttribute(
      'href',
      '/events/10',
    );
    expect(screen.getByRole('link', { name: '#7' })).toHaveAttribute('href', '/users/7/show');
    const audit = screen.getByRole('link', { name: 'Ver na auditoria' });
    expect(decodeURIComponent(audit.getAttribute('href') ?? '')).toBe(
      '/audit-log?filter={"entityType":"purchase","entityId":6}',
    );
    const eventTransactions = screen.getByRole('link', { name: 'Transações do evento' });
    expect(decodeURIComponent(eventTransactions.getAttribute('href') ?? '')).toBe(
      '/transactions?filter={"status":"ALL","eventId":10}',
    );
    // The provider's payment, as the list's 'Detalhes' shows it, with the refund section.
    expect(await screen.findByText('Cartão de crédito')).toBeInTheDocument();
    expect(dataProvider.getTransactionInfo).toHaveBeenCalledWith(6);
    expect(dataProvider.getTransactionRefunds).toHaveBeenCalledWith(6);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Casamento Ana e Pedro (#10)' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/events/10'));
  });

  it('says a payment not generated yet, without leaving the page', async () => {
    renderScreen('/transactions/6/show', { dataProvider: withTransaction() });
    expect(
      await screen.findByText(/Provavelmente o usuário ainda não gerou o pagamento/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transação #6' })).toBeInTheDocument();
  });

  it('is the NotFound page for an id that is not a number (no call) or that the server does not have', async () => {
    const dataProvider = withTransaction();
    renderScreen('/transactions/abc/show', { dataProvider });
    expect(await screen.findByText('Algo deu errado. Tente novamente mais tarde!')).toBeInTheDocument();
    expect(dataProvider.getOne).not.toHaveBeenCalled();
  });

  it('is the NotFound page for a transaction the server does not have', async () => {
    expectConsoleError(/Transação não encontrada\./);
    renderScreen('/transactions/999/show', { dataProvider: withTransaction() });
    expect(await screen.findByText('Algo deu errado. Tente novamente mais tarde!')).toBeInTheDocument();
    expect(screen.getByText('Transação não encontrada.')).toBeInTheDocument();
  });
});

describe('TransactionList: finding a payment and opening it', () => {
  it("'Buscar' sends the search with every status, kept in the address", async () => {
    const dataProvider = withTransaction();
    const { location } = renderScreen('/transactions', { dataProvider });
    await screen.findByText('Tiago Oliveira');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'tiago@mail{Enter}');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'transactions',
        expect.objectContaining({ filter: { status: 'ALL', search: 'tiago@mail' } }),
      ),
    );
    expect(decodeURIComponent(location.current?.search ?? '')).toContain('"search":"tiago@mail"');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Todos');
    await user.type(screen.getByRole('textbox', { name: 'ID do evento' }), '10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'transactions',
        expect.objectContaining({ filter: { status: 'ALL', search: 'tiago@mail', eventId: '10' } }),
      ),
    );
  });

  it('a link with a filter opens the list filtered, its fields filled', async () => {
    const dataProvider = withTransaction();
    renderScreen(`/transactions?filter=${encodeURIComponent('{"status":"ALL","eventId":10}')}`, {
      dataProvider,
    });
    expect(await screen.findByRole('textbox', { name: 'ID do evento' })).toHaveValue('10');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'transactions',
      expect.objectContaining({ filter: { status: 'ALL', eventId: 10 } }),
    );
  });

  it('a row opens its transaction on a click or Enter; the options menu and the event link keep theirs', async () => {
    const dataProvider = withTransaction();
    const { location } = renderScreen('/transactions', { dataProvider });
    const row = (await screen.findByText('Tiago Oliveira')).closest('tr') as HTMLElement;
    const user = userEvent.setup();
    // The options menu opens its dialog, not the page.
    await user.click(within(row).getByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Detalhes' }));
    expect(location.current?.pathname).toBe('/transactions');
    await user.keyboard('{Escape}');
    // Enter on the focused row.
    row.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location.current?.pathname).toBe('/transactions/6/show'));
  });

  it('a click on a row opens its transaction; the event link goes to the event', async () => {
    const dataProvider = withTransaction();
    const { location } = renderScreen('/transactions', { dataProvider });
    const row = (await screen.findByText('Tiago Oliveira')).closest('tr') as HTMLElement;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('link', { name: '10' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/events/10'));
  });

  it('a click on a row cell opens the transaction', async () => {
    const dataProvider = withTransaction();
    const { location } = renderScreen('/transactions', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Tiago Oliveira'));
    await waitFor(() => expect(location.current?.pathname).toBe('/transactions/6/show'));
  });
});
