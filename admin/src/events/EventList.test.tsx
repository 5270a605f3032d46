import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { event } from '../test/fixtures';
import { fakeDataProvider, renderScreen } from '../test/render';

const { details: _details, ...summary } = event;

describe('EventList', () => {
  it('shows the columns of the events the provider returns', async () => {
    const dataProvider = fakeDataProvider({
      getList: async () => ({
        data: [summary, { ...summary, id: 11, active: false, giftDeliveryPreference: null }],
        meta: { totalPages: 2 },
        pageInfo: { hasNextPage: true, hasPreviousPage: false },
      }),
    });
    renderScreen('/events', { dataProvider });
    const row = (await screen.findByText('10')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(row).getByText('Casamento Ana e Pedro')).toBeInTheDocument();
    expect(within(row).getByText('Entrega após a festa')).toBeInTheDocument();
    expect(within(row).getByText('ana-e-pedro')).toBeInTheDocument();
    expect(within(row).getByText('02/01/2025')).toBeInTheDocument();
    expect(within(row).getByText('Ativo')).toBeInTheDocument();
    const other = screen.getByText('11').closest('tr') as HTMLElement;
    expect(within(other).getByText('Não informado')).toBeInTheDocument();
    expect(within(other).getByText('Inativo')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo evento' })).toHaveAttribute('href', '/events/create');
  });

  it('sends every filter to the server on Buscar', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/events', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mostrar Filtro' }));
    await user.type(screen.getByLabelText('ID'), '10');
    await user.type(screen.getByLabelText('Título'), 'Casamento');
    await user.type(screen.getByLabelText('URL'), 'ana');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inativo' }));
    await user.click(screen.getByRole('combobox', { name: 'Filtrar data por' }));
    await user.click(await screen.findByRole('option', { name: 'Data do evento' }));
    // Typed dd/mm/aaaa whatever the browser's language, sent as the API's aaaa-mm-dd.
    expect(screen.getByLabelText('Data inicial')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(screen.getByLabelText('Data inicial'), '01012025');
    await user.type(screen.getByLabelText('Data final'), '31122025');
    expect(screen.getByLabelText('Data final')).toHaveValue('31/12/2025');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'events',
        expect.objectContaining({
          pagination: { page: 1, perPage: 20 },
          filter: {
            id: '10',
            title: 'Casamento',
            slug: 'ana',
            active: 'false',
            dateFilterType: 'eventDate',
            startDate: '2025-01-01',
            endDate: '2025-12-31',
          },
        }),
      ),
    );
  }, 60_000);

  it('a date filter that is not a real day is refused naming the field, and nothing is sent', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen(`/events?filter=${encodeURIComponent('{"startDate":"2025-03-01"}')}`, { dataProvider });
    const user = userEvent.setup();
    const start = await screen.findByLabelText('Data inicial');
    // The address's day shows the Brazilian way.
    expect(start).toHaveValue('01/03/2025');
    await user.type(screen.getByLabelText('Data final'), '31022025');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('O campo Data final deve ser uma data válida (dd/mm/aaaa).'),
    ).toBeInTheDocument();
    expect(dataProvider.getList).not.toHaveBeenCalledWith(
      'events',
      expect.objectContaining({ filter: expect.objectContaining({ endDate: expect.anything() }) }),
    );
  });

  it("each row's options lead to the event's pages", async () => {
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [summary], total: 1 }) });
    renderScreen('/events', { dataProvider });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Opções' }));
    const expected: Array<[string, string]> = [
      ['Detalhes', '/events/10'],
      ['Recados', '/events/10/messages'],
      ['Lista de Presença', '/events/10/guests'],
      ['Presentes Recebidos', '/events/10/gifts-received'],
      ['Serviços', '/events/10/services'],
    ];
    for (const [name, href] of expected) {
      expect(await screen.findByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
  });

  it("a failed load shows 'Erro ao buscar eventos.' when the server says nothing", async () => {
    expectConsoleError(/ApiError: Ocorreu um erro inesperado\./);
    const { ApiError } = await import('@celebra/shared/client');
    const dataProvider = fakeDataProvider({
      getList: async () => {
        throw new ApiError('Ocorreu um erro inesperado.', 500, undefined, 'http');
      },
    });
    renderScreen('/events', { dataProvider });
    expect(await screen.findByText('Erro ao buscar eventos.')).toBeInTheDocument();
  });
});
