import { GIFT_MESSAGES } from '@celebra/shared/validation';
import { expectConsoleError } from '@celebra/ui/test-support';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { eventTypes, gift } from '../test/fixtures';
import { brl, closeAlert, fakeDataProvider, renderScreen } from '../test/render';

// The browser-side compression is covered on its own; here it hands the picked file back.
vi.mock('@celebra/ui/images', () => ({ compressImage: async (file: File) => file }));

function giftProvider(usage = { lists: 0, purchases: 0 }) {
  return fakeDataProvider({
    getList: async () => ({ data: eventTypes, total: eventTypes.length }),
    getOne: async () => ({ data: { ...gift, usage } }),
    getPercentageGift: async () => 5,
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function chooseCategory(user: User, option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('GiftForm', () => {
  it("'Novo Presente' shows the form's required-field messages, the currency mask and the final price at the percentage", async () => {
    const dataProvider = giftProvider();
    renderScreen('/gifts/create', { dataProvider });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Novo Presente' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(GIFT_MESSAGES.fillAllRequired)).toBeInTheDocument();
    expect(screen.getByText(GIFT_MESSAGES.imageRequired)).toBeInTheDocument();
    expect(screen.getByText(GIFT_MESSAGES.priceInvalid)).toBeInTheDocument();
    expect(screen.getAllByText(GIFT_MESSAGES.required)).toHaveLength(3);
    await closeAlert(user);

    await user.type(screen.getByLabelText('Preço'), '123,45');
    expect(screen.getByLabelText('Preço')).toHaveValue('123,45');
    expect(await screen.findByLabelText('Preço final (com 5%)')).toHaveValue(
      brl(129.62).replace(' ', '\u00a0'),
    );
    expect(screen.getByLabelText('Preço final (com 5%)')).toHaveAttribute('readonly');
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('creates the gift with the picked image and goes to /gifts', async () => {
    const dataProvider = giftProvider();
    const { location } = renderScreen('/gifts/create', { dataProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome'), 'Cafeteira');
    await user.type(screen.getByLabelText('Descrição'), 'Expresso');
    await user.type(screen.getByLabelText('Preço'), '299,90');
    await chooseCategory(user, 'Casamento › Lista Clássica');
    const image = new File(['png'], 'cafeteira.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [image] } });
    expect(await screen.findByAltText('Pré-visualização da imagem')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('gifts', {
        data: { name: 'Cafeteira', description: 'Expresso', price: 299.9, eventCategoryId: 2, image },
      }),
    );
    await waitFor(() => expect(location.current?.pathname).toBe('/gifts'));
  });

  it("'Atualizar Presente' loads the gift, saves it with its status and can remove it", async () => {
    const dataProvider = giftProvider();
    const { location } = renderScreen('/gifts/4', { dataProvider });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Atualizar Presente' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nome')).toHaveValue('Jogo de Panelas');
    expect(screen.getByLabelText('Preço')).toHaveValue('100,00');
    expect(screen.getByAltText('Pré-visualização da imagem')).toHaveAttribute('src', '/media/gifts/4.webp');
    expect(
      screen.getByText('Inativo: sai do catálogo; as listas que já o têm continuam com ele.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'gifts',
        expect.objectContaining({
          id: 4,
          data: {
            name: 'Jogo de Panelas',
            description: 'Cinco peças antiaderentes.',
            price: 100,
            eventCategoryId: 2,
            active: false,
            image: null,
          },
        }),
      ),
    );
    await waitFor(() => expect(location.current?.pathname).toBe('/gifts'));
  });

  it("'Remover presente' says no list uses the gift, asks, then deletes", async () => {
    const dataProvider = giftProvider({ lists: 0, purchases: 0 });
    const { location } = renderScreen('/gifts/4', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remover presente' }));
    expect(
      await screen.findByText(
        'Nenhuma lista e nenhuma compra usam este presente. Tem certeza que deseja removê-lo do catálogo?',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('gifts', expect.objectContaining({ id: 4 })),
    );
    await waitFor(() => expect(location.current?.pathname).toBe('/gifts'));
  });

  it("'Remover presente' of a gift on couples' lists says how many use it and removes nothing", async () => {
    const dataProvider = giftProvider({ lists: 3, purchases: 1 });
    const { location } = renderScreen('/gifts/4', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remover presente' }));
    expect(
      await screen.findByText(
        'Este presente está em uso por 3 listas e 1 compra e não pode ser excluído. Para tirá-lo do catálogo, mude o status para Inativo: as listas que já o têm continuam com ele.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sim' })).not.toBeInTheDocument();
    await closeAlert(user);
    expect(dataProvider.delete).not.toHaveBeenCalled();
    expect(location.current?.pathname).toBe('/gifts/4');
  });

  it("a failed update shows 'Erro ao atualizar presente.' unless the server says why", async () => {
    const { ApiError } = await import('@celebra/shared/client');
    const dataProvider = giftProvider();
    dataProvider.update.mockRejectedValue(new ApiError('x', 500, undefined, 'http'));
    expectConsoleError(/ApiError: x/);
    renderScreen('/gifts/4', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar presente.')).toBeInTheDocument();
  });
});
