/**
 * What every paginated list does (shown on the users and events lists): page, order and filters in
 * the address, a loading state in place of the previous page, sortable headers where the API sorts,
 * and a simple list on a phone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { event, user } from '../test/fixtures';
import { atPhoneWidth, fakeDataProvider, renderApp, renderScreen } from '../test/render';

const page = (rows: object[], totalPages: number, current = 1) => ({
  data: rows,
  meta: { totalPages },
  pageInfo: { hasNextPage: current < totalPages, hasPreviousPage: current > 1 },
});

const summary = { ...event, user: { firstName: 'Ana', lastName: 'Souza' } };

describe('ListPage', () => {
  it('opens at the page and filters of the address, the filter panel open with their values', async () => {
    const dataProvider = fakeDataProvider({
      getList: async (_resource: string, params: GetListParams) =>
        page([summary], 5, params.pagination?.page ?? 1),
    });
    const filter = encodeURIComponent(JSON.stringify({ title: 'Casamento' }));
    const { location } = renderScreen(`/events?filter=${filter}&page=2`, { dataProvider });

    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'events',
        expect.objectContaining({
          filter: { title: 'Casamento' },
          pagination: expect.objectContaining({ page: 2 }),
        }),
      ),
    );
    expect(await screen.findByText('Página 2 de 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esconder Filtro' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Título')).toHaveValue('Casamento');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(new URLSearchParams(location.current?.search).get('page')).toBe('3'));
    expect(JSON.parse(new URLSearchParams(location.current?.search).get('filter') ?? '{}')).toEqual({
      title: 'Casamento',
    });
    expect(await screen.findByText('Página 3 de 5')).toBeInTheDocument();
  });

  it('keeps the page when a row is opened and the list is opened again from the menu', async () => {
    const dataProvider = fakeDataProvider({
      getList: async (resource: string, params: GetListParams) =>
        resource === 'events' ? page([summary], 5, params.pagination?.page ?? 1) : { data: [], total: 0 },
      getOne: async () => ({ data: event }),
    });
    // The whole back office: the list is opened again from its menu.
    const { location } = renderApp('/events', { dataProvider });
    const user = userEvent.setup();
    expect(await screen.findByText('Página 1 de 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2 de 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Detalhes' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/events/10'));
    await user.click(screen.getByRole('menuitem', { name: 'Eventos' }));
    expect(await screen.findByText('Página 2 de 5')).toBeInTheDocument();
    expect(new URLSearchParams(location.current?.search).get('page')).toBe('2');
  });

  it("shows 'Carregando' while the next page loads, never the previous page's rows", async () => {
    let answerSecondPage: (value: unknown) => void = () => undefined;
    const dataProvider = fakeDataProvider({
      getList: (_resource: string, params: GetListParams) =>
        params.pagination?.page === 2
          ? new Promise((resolve) => {
              answerSecondPage = resolve;
            })
          : Promise.resolve(page([user], 2)),
    });
    renderScreen('/users', { dataProvider });
    const action = userEvent.setup();
    expect(await screen.findByText('ana@celebra.dev')).toBeInTheDocument();
    await action.click(screen.getByRole('button', { name: 'Próxima' }));

    expect(await screen.findByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();
    expect(screen.queryByText('ana@celebra.dev')).not.toBeInTheDocument();

    answerSecondPage(page([{ ...user, id: 8, email: 'bia@celebra.dev' }], 2, 2));
    expect(await screen.findByText('bia@celebra.dev')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Carregando' })).not.toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('a sortable header asks the server for that order; other headers do not sort', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => page([user], 1) });
    const { location } = renderScreen('/users', { dataProvider });
    const action = userEvent.setup();
    await screen.findByText('ana@celebra.dev');
    const table = screen.getByRole('table');
    await action.click(within(table).getByRole('button', { name: /e-mail/i }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'users',
        expect.objectContaining({ sort: { field: 'email', order: expect.stringMatching(/ASC|DESC/) } }),
      ),
    );
    expect(new URLSearchParams(location.current?.search).get('sort')).toBe('email');
    // Telefone is not one of the API's sort fields: a plain header.
    expect(within(table).queryByRole('button', { name: /telefone/i })).not.toBeInTheDocument();
  });

  it('on a phone each row is an item of a simple list, with its options menu', async () => {
    atPhoneWidth();
    const dataProvider = fakeDataProvider({ getList: async () => page([user], 1) });
    renderScreen('/users', { dataProvider });
    const item = (await screen.findByText('Ana Souza')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(item).getByText('#7')).toBeInTheDocument();
    expect(within(item).getByText('E-mail: ana@celebra.dev')).toBeInTheDocument();
    expect(within(item).getByText('Cadastro: 01/03/2025')).toBeInTheDocument();
    const action = userEvent.setup();
    await action.click(within(item).getByRole('button', { name: 'Opções' }));
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
  });
});

describe('ListPage: the address and the pager say what the rows are', () => {
  it("never says 'Página 2 de 1' while a page loads", async () => {
    let release: (() => void) | undefined;
    const dataProvider = fakeDataProvider({
      getList: async (_resource: string, params: GetListParams) => {
        if ((params.pagination?.page ?? 1) === 2) await new Promise<void>((resolve) => (release = resolve));
        return page([summary], 5, params.pagination?.page ?? 1);
      },
    });
    renderScreen('/events', { dataProvider });
    expect(await screen.findByText('Página 1 de 5')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2')).toBeInTheDocument();
    expect(screen.queryByText(/de 1$/)).not.toBeInTheDocument();
    release?.();
    expect(await screen.findByText('Página 2 de 5')).toBeInTheDocument();
  });

  it('puts a sort the API does not sort on back to the default, in the address too', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => page([summary], 1) });
    const { location } = renderScreen('/events?sort=slug&order=ASC', { dataProvider });
    await waitFor(() => expect(new URLSearchParams(location.current?.search).get('sort')).toBe('id'));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'events',
        expect.objectContaining({ sort: { field: 'id', order: 'ASC' } }),
      ),
    );
    expect(await screen.findByText('Casamento Ana e Pedro')).toBeInTheDocument();
  });

  it('keeps a sort the API sorts on', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => page([summary], 1) });
    const { location } = renderScreen('/events?sort=title&order=ASC', { dataProvider });
    expect(await screen.findByText('Casamento Ana e Pedro')).toBeInTheDocument();
    expect(new URLSearchParams(location.current?.search).get('sort')).toBe('title');
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'events',
      expect.objectContaining({ sort: { field: 'title', order: 'ASC' } }),
    );
  });

  it('brings ?perPage=500 back to 20 a page, with the rows shown', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => page([summary], 1) });
    const { location } = renderScreen('/events?perPage=500', { dataProvider });
    await waitFor(() => expect(new URLSearchParams(location.current?.search).get('perPage')).toBe('20'));
    expect(await screen.findByText('Casamento Ana e Pedro')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'events',
      expect.objectContaining({ pagination: expect.objectContaining({ perPage: 20 }) }),
    );
  });

  it('shows the total where the API gives it', async () => {
    const dataProvider = fakeDataProvider({
      getList: async () => ({ ...page([user], 2), total: 35 }),
    });
    renderScreen('/users', { dataProvider });
    expect(await screen.findByText('35 registros')).toBeInTheDocument();
  });
});
