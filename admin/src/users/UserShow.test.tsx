import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { user } from '../test/fixtures';
import { brl, fakeDataProvider, renderScreen } from '../test/render';

const hostEvent = {
  id: 10,
  title: 'Casamento Ana e Pedro',
  subtitle: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  location: null,
  description: null,
};

function withHost() {
  return fakeDataProvider({
    getOne: async (resource: string, { id }: { id: number }) => {
      if (resource === 'users' && Number(id) === 7) return { data: user };
      throw Object.assign(new Error('Usuário não encontrado.'), { status: 404 });
    },
    getManyReference: async (resource: string) =>
      resource === 'user-events' ? { data: [hostEvent], total: 1 } : { data: [], total: 0 },
    getList: async () => ({
      data: [user],
      total: 1,
      meta: { totalPages: 1 },
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    }),
    getEventTransactionTotals: async () => ({
      totalReceived: 692.79,
      totalTransferred: 1182.49,
      totalAvailable: 0,
      totalPending: 0,
      totalHeld: 0,
      negativeBalance: -489.7,
      releases: [],
    }),
  });
}

describe('UserShow, /users/:id/show', () => {
  it('opens by its address: the account, its events with their balance, and the links', async () => {
    const dataProvider = withHost();
    const { location } = renderScreen('/users/7/show', { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Ana Souza' })).toBeInTheDocument();
    expect(screen.getByText('ana@celebra.dev')).toBeInTheDocument();
    const eventLink = await screen.findByRole('link', { name: 'Casamento Ana e Pedro (#10)' });
    expect(eventLink).toHaveAttribute('href', '/events/10');
    expect(await screen.findByText(brl(692.79))).toBeInTheDocument();
    expect(screen.getByText('Saldo negativo').nextSibling).toHaveTextContent(brl(-489.7));
    expect(dataProvider.getEventTransactionTotals).toHaveBeenCalledWith(10);
    const transactions = screen.getByRole('link', { name: 'Transações do evento' });
    expect(decodeURIComponent(transactions.getAttribute('href') ?? '')).toBe(
      '/transactions?filter={"status":"ALL","eventId":10}',
    );
    const audit = screen.getByRole('link', { name: 'Ver na auditoria' });
    expect(decodeURIComponent(audit.getAttribute('href') ?? '')).toBe(
      '/audit-log?filter={"entityType":"user","entityId":7}',
    );
    await userEvent.setup().click(eventLink);
    await waitFor(() => expect(location.current?.pathname).toBe('/events/10'));
  });

  it('is the NotFound page for an id that is not a number (no call) or a host the server does not have', async () => {
    const dataProvider = withHost();
    renderScreen('/users/abc/show', { dataProvider });
    expect(await screen.findByText('Algo deu errado. Tente novamente mais tarde!')).toBeInTheDocument();
    expect(dataProvider.getOne).not.toHaveBeenCalled();
  });

  it("the users list's row opens the host's page; its options menu still opens its dialogs", async () => {
    const dataProvider = withHost();
    const { location } = renderScreen('/users', { dataProvider });
    const row = (await screen.findByText('ana@celebra.dev')).closest('tr') as HTMLElement;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/users');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(row).getByText('ana@celebra.dev'));
    await waitFor(() => expect(location.current?.pathname).toBe('/users/7/show'));
  });
});
