import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brl, fakeDataProvider, renderApp } from '../test/render';

describe('Dashboard', () => {
  it('shows the three counters the API returns', async () => {
    const { dataProvider } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Painel Administrativo' })).toBeInTheDocument();
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('Eventos ativos')).toBeInTheDocument();
    expect(screen.getByText('345')).toBeInTheDocument();
    expect(screen.getByText('Presentes ativos')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Repasses pendentes')).toBeInTheDocument();
    expect(dataProvider.getDashboard).toHaveBeenCalled();
  });

  it("links every 'Central de Controle' card to its screen", async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Central de Controle' })).toBeInTheDocument();
    const expected: Array<[string, string]> = [
      ['Usuários', '/users'],
      ['Eventos', '/events'],
      ['Solicitação de Eventos', '/event-requests'],
      ['Presentes', '/gifts'],
      ['Tipos de Evento', '/event-types'],
      ['Sugestões de Presentes', '/gift-suggestions'],
      ['Serviços', '/services'],
      ['Repasses', '/payouts'],
      ['Transações', '/transactions'],
      ['Configurações', '/settings'],
      ['Log de Erros', '/error-logs'],
    ];
    for (const [name, href] of expected) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it("'Sair' logs out", async () => {
    const { authProvider, location } = renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    await waitFor(() => expect(location.current?.pathname).toBe('/login'));
  });

  it('a failure shows the server message in an alert', async () => {
    expectConsoleError(/Error: Banco indisponível\./);
    const dataProvider = fakeDataProvider({
      getDashboard: async () => {
        throw new Error('Banco indisponível.');
      },
    });
    renderApp('/', { dataProvider });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Erro!')).toBeInTheDocument();
    expect(within(dialog).getByText('Banco indisponível.')).toBeInTheDocument();
  });
});

describe("Dashboard: 'Saldos negativos'", () => {
  it('counts the events below zero with their total, and opens their list', async () => {
    const dataProvider = fakeDataProvider({
      getList: async (resource: string) =>
        resource === 'negative-balances'
          ? {
              data: [
                {
                  id: 10,
                  eventId: 10,
                  title: 'Casamento Ana e Pedro',
                  userId: 7,
                  hostName: 'Ana Souza',
                  balance: -489.7,
                },
              ],
              total: 1,
            }
          : { data: [], total: 0 },
    });
    const { location } = renderApp('/', { dataProvider });
    const card = (await screen.findByText('Saldos negativos')).closest('a') as HTMLElement;
    expect(await within(card).findByText('2')).toBeInTheDocument();
    expect(within(card).getByText(`Total: −${brl(599.4)}`)).toBeInTheDocument();
    expect(card).toHaveAttribute('href', '/negative-balances');

    await userEvent.setup().click(card);
    await waitFor(() => expect(location.current?.pathname).toBe('/negative-balances'));
    const row = (await screen.findByText('Casamento Ana e Pedro')).closest('tr') as HTMLElement;
    expect(within(row).getByText(`−${brl(489.7)}`)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute('href', '/users/7/show');
    expect(within(row).getByRole('link', { name: '10' })).toHaveAttribute('href', '/events/10');
  });
});
