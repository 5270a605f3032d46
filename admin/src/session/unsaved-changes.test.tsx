import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { event } from '../test/fixtures';
import { closeAlert, fakeDataProvider, renderApp } from '../test/render';

const UNSAVED = 'Algumas alterações não foram salvas. Tem certeza que deseja ignorá-las?';

describe('unsaved changes', () => {
  it('leaving a form with changes asks first; Cancelar stays with what was typed, Sim leaves', async () => {
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: event }) });
    const { location } = renderApp('/events/10', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.type(screen.getByLabelText('Título'), ' e amigos');
    const usersLink = () => screen.getAllByRole('menuitem', { name: /Usuários/ })[0] as HTMLElement;

    await user.click(usersLink());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(UNSAVED)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location.current?.pathname).toBe('/events/10');
    expect(screen.getByLabelText('Título')).toHaveValue('Casamento Ana e Pedro e amigos');

    await user.click(usersLink());
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/users'));
  }, 60_000);

  it('a form without changes, or saved, is left without a question', async () => {
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: event }) });
    const { location } = renderApp('/events/10', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.type(screen.getByLabelText('Título'), ' e amigos');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Evento atualizado com sucesso!');
    await closeAlert(user);
    await user.click(screen.getAllByRole('menuitem', { name: /Usuários/ })[0] as HTMLElement);
    await waitFor(() => expect(location.current?.pathname).toBe('/users'));
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
  }, 60_000);
});
