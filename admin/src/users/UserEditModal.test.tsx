import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { user } from '../test/fixtures';
import { fakeDataProvider, renderScreen } from '../test/render';

describe('UserEditModal', () => {
  it('a saved user is told by a short notification, not a popup to close', async () => {
    const dataProvider = fakeDataProvider({
      getList: async () => ({
        data: [user],
        total: 1,
        pageInfo: { hasNextPage: false, hasPreviousPage: false },
        meta: { totalPages: 1 },
      }),
    });
    renderScreen('/users', { dataProvider });
    const action = userEvent.setup();
    await action.click(await screen.findByRole('button', { name: 'Opções' }));
    await action.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    await action.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const notification = await screen.findByRole('alert');
    expect(notification).toHaveTextContent('Usuário atualizado com sucesso!');
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
    // Nothing to dismiss: no 'Sucesso!' dialog, the page stays usable.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Sucesso!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  });

  it('deactivating a host asks first, saying what it does to their sessions and their site', async () => {
    const dataProvider = fakeDataProvider({
      getList: async () => ({
        data: [user],
        total: 1,
        pageInfo: { hasNextPage: false, hasPreviousPage: false },
        meta: { totalPages: 1 },
      }),
    });
    renderScreen('/users', { dataProvider });
    const action = userEvent.setup();
    await action.click(await screen.findByRole('button', { name: 'Opções' }));
    await action.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    await action.click(within(dialog).getByRole('combobox', { name: 'Ativo' }));
    await action.click(await screen.findByRole('option', { name: 'Não' }));
    await action.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const question =
      'Desativar Ana Souza? A conta sai de todas as sessões agora e não consegue mais entrar no painel (nem pedir repasses) até ser reativada. O site do evento continua no ar e os convidados ainda podem comprar presentes: para tirá-lo do ar, desative o evento.';
    expect(await screen.findByText(question)).toBeInTheDocument();
    await action.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText(question)).not.toBeInTheDocument());
    expect(dataProvider.update).not.toHaveBeenCalled();

    await action.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(question)).toBeInTheDocument();
    await action.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({ id: 7, data: expect.objectContaining({ active: false }) }),
      ),
    );
  });
});
