import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preUserRequest } from '../test/fixtures';
import { brl, fakeDataProvider, renderScreen } from '../test/render';

function withRequests() {
  return fakeDataProvider({
    getList: async (resource: string) =>
      resource === 'event-requests'
        ? {
            data: [preUserRequest],
            meta: { totalPages: 1 },
            pageInfo: { hasNextPage: false, hasPreviousPage: false },
          }
        : { data: [], total: 0 },
  });
}

describe('EventRequestList', () => {
  it('shows ID, name, e-mail, mobile, event created, payment and date', async () => {
    renderScreen('/event-requests', { dataProvider: withRequests() });
    const row = (await screen.findByText('Lucas Almeida Prado')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('lucas@mail.com')).toBeInTheDocument();
    expect(within(row).getByText('Não')).toBeInTheDocument();
    expect(within(row).getByText('Aprovado')).toBeInTheDocument();
    expect(within(row).getByText('19/11/2025')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it('filters on ID, e-mail, mobile and dates on the server', async () => {
    const dataProvider = withRequests();
    renderScreen('/event-requests', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mostrar Filtro' }));
    await user.type(screen.getByLabelText('ID'), '3');
    await user.type(screen.getByLabelText('E-mail'), 'lucas');
    await user.type(screen.getByLabelText('Celular'), '31');
    await user.type(screen.getByLabelText('Data inicial'), '01112025');
    await user.type(screen.getByLabelText('Data final'), '30112025');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'event-requests',
        expect.objectContaining({
          filter: {
            id: '3',
            email: 'lucas',
            phoneNumber: '31',
            startDate: '2025-11-01',
            endDate: '2025-11-30',
          },
        }),
      ),
    );
  });

  it("'Informações do evento' shows category, type and gifts with their prices", async () => {
    const dataProvider = withRequests();
    dataProvider.getPreUserRequestInfo.mockResolvedValue({
      eventCategory: { id: 3, name: 'Enxoval do Bebê' },
      eventType: { id: 2, name: 'Chá de Bebê' },
      gifts: [{ id: 21, name: 'Carrinho', price: 899.9 }],
    });
    renderScreen('/event-requests', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Informações do evento' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Chá de Bebê')).toBeInTheDocument();
    expect(within(dialog).getByText('Enxoval do Bebê')).toBeInTheDocument();
    expect(within(dialog).getByText('Carrinho')).toBeInTheDocument();
    expect(within(dialog).getByText(brl(899.9))).toBeInTheDocument();
    expect(dataProvider.getPreUserRequestInfo).toHaveBeenCalledWith(3);
  });

  it("a failed info closes the modal and shows 'Erro ao buscar informações de evento.'", async () => {
    const { ApiError } = await import('@celebra/shared/client');
    const dataProvider = withRequests();
    dataProvider.getPreUserRequestInfo.mockRejectedValue(new ApiError('x', 500, undefined, 'http'));
    expectConsoleError(/ApiError: x/);
    renderScreen('/event-requests', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Informações do evento' }));
    expect(await screen.findByText('Erro ao buscar informações de evento.')).toBeInTheDocument();
  });

  it("'Criar evento' opens the wizard pre-filled with the request", async () => {
    const dataProvider = withRequests();
    const { location } = renderScreen('/event-requests', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Criar evento' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/events/create'));
    expect(location.current?.state).toEqual({ request: preUserRequest });
  });

  it("a request whose event exists offers 'Ver evento', not 'Criar evento'", async () => {
    const dataProvider = fakeDataProvider({
      getList: async (resource: string) =>
        resource === 'event-requests'
          ? {
              data: [{ ...preUserRequest, eventId: 10 }],
              meta: { totalPages: 1 },
              pageInfo: { hasNextPage: false, hasPreviousPage: false },
            }
          : { data: [], total: 0 },
    });
    renderScreen('/event-requests', { dataProvider });
    const user = userEvent.setup();
    await screen.findByText('Lucas Almeida Prado');
    await user.click(screen.getByRole('button', { name: 'Opções' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver evento' })).toHaveAttribute('href', '/events/10');
    expect(screen.queryByRole('menuitem', { name: 'Criar evento' })).not.toBeInTheDocument();
  });

  it('a request the platform converted on its own stays listed, marked as such, with its event', async () => {
    const dataProvider = fakeDataProvider({
      getList: async (resource: string) =>
        resource === 'event-requests'
          ? {
              data: [{ ...preUserRequest, accountCreated: true, autoPublished: true, eventId: 11 }],
              meta: { totalPages: 1 },
              pageInfo: { hasNextPage: false, hasPreviousPage: false },
            }
          : { data: [], total: 0 },
    });
    renderScreen('/event-requests', { dataProvider });
    const user = userEvent.setup();
    const row = (await screen.findByText('Lucas Almeida Prado')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sim (publicado automaticamente)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opções' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver evento' })).toHaveAttribute('href', '/events/11');
  });

  it("a request without an event offers 'Criar evento'", async () => {
    renderScreen('/event-requests', { dataProvider: withRequests() });
    const user = userEvent.setup();
    await screen.findByText('Lucas Almeida Prado');
    await user.click(screen.getByRole('button', { name: 'Opções' }));
    expect(await screen.findByRole('menuitem', { name: 'Criar evento' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Ver evento' })).not.toBeInTheDocument();
  });
});
