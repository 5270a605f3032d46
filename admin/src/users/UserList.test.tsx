import { GUEST_MESSAGES } from '@celebra/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { user } from '../test/fixtures';
import { fakeDataProvider, renderScreen } from '../test/render';

const usersPage =
  (totalPages = 1) =>
  async () => ({
    data: [user],
    total: 1,
    pageInfo: { hasNextPage: false, hasPreviousPage: false },
    meta: { totalPages },
  });

async function openRowAction(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Opções' }));
  await user.click(await screen.findByRole('menuitem', { name }));
  return user;
}

describe('UserList', () => {
  it('shows the users the provider returns and the pager', async () => {
    const dataProvider = fakeDataProvider({ getList: usersPage(3) });
    renderScreen('/users', { dataProvider });
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('ana@celebra.dev')).toBeInTheDocument();
    expect(screen.getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeEnabled();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ pagination: { page: 1, perPage: 20 }, filter: {} }),
    );
  });

  it("'Próxima' asks the server for page 2", async () => {
    const dataProvider = fakeDataProvider({ getList: usersPage(3) });
    renderScreen('/users', { dataProvider });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Próxima' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'users',
        expect.objectContaining({ pagination: { page: 2, perPage: 20 } }),
      ),
    );
  });

  it("'Mostrar Filtro' opens the name, e-mail and phone filters; 'Buscar' sends them to the server", async () => {
    const dataProvider = fakeDataProvider({ getList: usersPage() });
    renderScreen('/users', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mostrar Filtro' }));
    expect(screen.getByRole('button', { name: 'Esconder Filtro' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), 'celebra');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'users',
        expect.objectContaining({ filter: { name: 'Ana', email: 'celebra' } }),
      ),
    );
  });

  it("shows 'Nenhum dado disponível na tabela' when there is no user", async () => {
    renderScreen('/users');
    expect(await screen.findByText('Nenhum dado disponível na tabela')).toBeInTheDocument();
  });

  it("the events popup lists the user's events", async () => {
    const dataProvider = fakeDataProvider({
      getList: usersPage(),
      getManyReference: async () => ({
        data: [
          {
            id: 1,
            title: 'Casamento Ana e Pedro',
            subtitle: 'O grande dia',
            createdAt: '2025-01-02T12:00:00.000Z',
            location: 'Salão Azul',
            description: 'Festa no sábado',
          },
        ],
        total: 1,
      }),
    });
    renderScreen('/users', { dataProvider });
    await openRowAction('Eventos do usuário');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Casamento Ana e Pedro')).toBeInTheDocument();
    expect(within(dialog).getByText('O grande dia')).toBeInTheDocument();
    expect(within(dialog).getByText('Criado em 02/01/2025')).toBeInTheDocument();
    expect(within(dialog).getByText('Salão Azul')).toBeInTheDocument();
    expect(within(dialog).getByText('Festa no sábado')).toBeInTheDocument();
    expect(dataProvider.getManyReference).toHaveBeenCalledWith(
      'user-events',
      expect.objectContaining({ target: 'userId', id: 7 }),
    );
  });

  it('the edit popup validates and saves first name, last name, e-mail, phone and active', async () => {
    const dataProvider = fakeDataProvider({ getList: usersPage() });
    renderScreen('/users', { dataProvider });
    const userAction = await openRowAction('Editar');
    const dialog = await screen.findByRole('dialog');
    const phone = within(dialog).getByLabelText('Telefone');
    await userAction.clear(phone);
    await userAction.type(phone, '1199');
    await userAction.clear(within(dialog).getByLabelText('Nome'));
    await userAction.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(GUEST_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(GUEST_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();

    await userAction.type(within(dialog).getByLabelText('Nome'), 'Ana Maria');
    await userAction.type(phone, '8887777');
    expect(phone).toHaveValue('(11) 99888-7777');
    await userAction.click(within(dialog).getByRole('combobox', { name: 'Ativo' }));
    await userAction.click(await screen.findByRole('option', { name: 'Não' }));
    await userAction.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await userAction.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({
          id: 7,
          data: {
            firstName: 'Ana Maria',
            lastName: 'Souza',
            email: 'ana@celebra.dev',
            phoneNumber: '(11) 99888-7777',
            active: false,
          },
        }),
      ),
    );
    expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeInTheDocument();
  });
});
