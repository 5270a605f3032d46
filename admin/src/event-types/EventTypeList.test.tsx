import { COMMON_MESSAGES, EVENT_TYPE_MESSAGES } from '@celebra/shared/validation';
import { expectConsoleError } from '@celebra/ui/test-support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { eventTypes } from '../test/fixtures';
import { fakeDataProvider, renderScreen } from '../test/render';

vi.mock('@celebra/ui/images', () => ({ compressImage: async (file: File) => file }));

function withTypes() {
  return fakeDataProvider({ getList: async () => ({ data: eventTypes, total: eventTypes.length }) });
}

type User = ReturnType<typeof userEvent.setup>;

async function expandType(user: User, name: string) {
  await user.click(await screen.findByText(name));
}

describe('EventTypeList', () => {
  it('lists the types (INATIVO when inactive) with their categories', async () => {
    const dataProvider = withTypes();
    renderScreen('/event-types', { dataProvider });
    const user = userEvent.setup();
    const inactive = (await screen.findByText('Aniversário')).closest(
      'button, [role="button"]',
    ) as HTMLElement;
    expect(within(inactive).getByText('INATIVO')).toBeInTheDocument();
    await expandType(user, 'Casamento');
    expect(await screen.findByText('Lista Clássica')).toBeInTheDocument();
    expect(screen.getByText('Lua de Mel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar a categoria Lista Clássica' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('event-types', expect.anything());
  });

  it("'Novo Tipo' requires name, description and image, then posts them", async () => {
    const dataProvider = withTypes();
    renderScreen('/event-types', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Novo Tipo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(EVENT_TYPE_MESSAGES.imageRequired)).toBeInTheDocument();
    expect(within(dialog).getAllByText(EVENT_TYPE_MESSAGES.required)).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Nome'), 'Formatura');
    await user.type(within(dialog).getByLabelText('Descrição'), 'Para formandos.');
    const image = new File(['png'], 'formatura.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByTestId('image-input'), { target: { files: [image] } });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('event-types', {
        data: { name: 'Formatura', description: 'Para formandos.', image },
      }),
    );
  });

  it('edits a type (with active) and removes one after the confirmation', async () => {
    const dataProvider = withTypes();
    renderScreen('/event-types', { dataProvider });
    const user = userEvent.setup();
    await expandType(user, 'Casamento');
    await user.click(await screen.findByRole('button', { name: 'Editar tipo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Casamento');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inativo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'event-types',
        expect.objectContaining({
          id: 1,
          data: { name: 'Casamento', description: 'Para o grande dia.', active: false, image: null },
        }),
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Editar tipo' }));
    await user.click(await screen.findByRole('button', { name: 'Remover' }));
    expect(
      await screen.findByText(
        'Tem certeza que deseja excluir este tipo de evento? Todas as categorias vinculadas a ele também serão removidas.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('event-types', expect.objectContaining({ id: 1 })),
    );
  });

  it("'Nova categoria' requires name and description and posts them with the type", async () => {
    const dataProvider = withTypes();
    renderScreen('/event-types', { dataProvider });
    const user = userEvent.setup();
    await expandType(user, 'Casamento');
    await user.click(await screen.findByRole('button', { name: 'Nova categoria' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText(COMMON_MESSAGES.required)).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Nome'), 'Cozinha');
    await user.type(within(dialog).getByLabelText('Descrição'), 'Panelas e utensílios.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('event-categories', {
        data: { name: 'Cozinha', description: 'Panelas e utensílios.', eventTypeId: 1 },
      }),
    );
  });

  it('edits a category and removes one after its confirmation', async () => {
    const dataProvider = withTypes();
    renderScreen('/event-types', { dataProvider });
    const user = userEvent.setup();
    await expandType(user, 'Casamento');
    await user.click(await screen.findByRole('button', { name: 'Editar a categoria Lua de Mel' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Ativo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'event-categories',
        expect.objectContaining({
          id: 3,
          data: { name: 'Lua de Mel', description: 'Viagem.', eventTypeId: 1, active: true },
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Editar a categoria Lua de Mel' }));
    await user.click(await screen.findByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Deseja mesmo excluir este tipo de evento?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith(
        'event-categories',
        expect.objectContaining({ id: 3 }),
      ),
    );
  });

  it("a failed category edit closes the modal and shows 'Erro ao editar categoria.'", async () => {
    const { ApiError } = await import('@celebra/shared/client');
    const dataProvider = withTypes();
    dataProvider.update.mockRejectedValue(new ApiError('x', 500, undefined, 'http'));
    expectConsoleError(/ApiError: x/);
    renderScreen('/event-types', { dataProvider });
    const user = userEvent.setup();
    await expandType(user, 'Casamento');
    await user.click(await screen.findByRole('button', { name: 'Editar a categoria Lua de Mel' }));
    await user.click(await screen.findByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Erro ao editar categoria.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Atualizar' })).not.toBeInTheDocument());
  });
});
