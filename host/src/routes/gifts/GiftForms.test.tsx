import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json } from '../../test/api-mock';
import { giftListAnswer, hostGift, ok } from '../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../test/render';

const panelas = hostGift({
  id: 1,
  name: 'Jogo de panelas',
  price: 315,
  priceWithoutFee: 300,
  quantity: 2,
  remaining: 2,
});
const gifts = [panelas, hostGift({ id: 2, name: 'Air fryer' })];

const catalogGift = (id: number, name: string, onList = false) => ({
  id,
  name,
  description: '',
  price: 200,
  priceWithFee: 210,
  imageUrl: null,
  eventCategoryId: 4,
  onList,
});
const catalog = {
  categories: [
    { id: 4, name: 'Cozinha' },
    { id: 5, name: 'Viagem' },
  ],
  gifts: [
    catalogGift(1, 'Jogo de panelas', true),
    catalogGift(10, 'Liquidificador'),
    catalogGift(11, 'Batedeira'),
  ],
};

const handlers = () => ({
  [apiCall('usersListGifts', { eventId: 7 })]: () => json(giftListAnswer(gifts)),
  [apiCall('usersCatalogGifts', { eventId: 7 })]: () => json(ok(catalog)),
});

/** The fields of a multipart request, files by their name. */
const fields = (form: FormData | undefined) =>
  Object.fromEntries(
    [...(form?.entries() ?? [])].map(([key, value]) => [key, value instanceof File ? value.name : value]),
  );

describe('Adicionar presentes', () => {
  it('adds the picked catalogue gifts, searching by name; those on the list cannot be picked', async () => {
    const { user, api } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersAddCatalogGifts', { eventId: 7 })]: () =>
        json(
          ok({
            message: 'Presentes adicionados à lista.',
            gifts: [
              ...gifts,
              hostGift({ id: 10, name: 'Liquidificador' }),
              hostGift({ id: 11, name: 'Batedeira' }),
            ],
          }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar presentes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar presentes' });
    const onList = await within(dialog).findByRole('checkbox', { name: 'Jogo de panelas' });
    expect(onList).toBeDisabled();
    expect(within(dialog).getByText('Na lista')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Adicionar (0)' })).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Buscar presentes'), 'bate');
    await waitFor(() =>
      expect(
        api
          .to(apiCall('usersCatalogGifts', { eventId: 7 }))
          .some((call) => call.query.get('search') === 'bate'),
      ).toBe(true),
    );
    // Typed letter by letter, searched once.
    expect(
      api.to(apiCall('usersCatalogGifts', { eventId: 7 })).filter((call) => call.query.has('search')),
    ).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Viagem' }));
    await waitFor(() =>
      expect(
        api
          .to(apiCall('usersCatalogGifts', { eventId: 7 }))
          .at(-1)
          ?.query.get('eventCategoryId'),
      ).toBe('5'),
    );

    // A tap on the gift's name, or anywhere on its card, picks it as the checkbox does.
    await user.click(within(dialog).getByText('Liquidificador'));
    expect(within(dialog).getByRole('checkbox', { name: 'Liquidificador' })).toBeChecked();
    const batedeira = within(dialog).getByRole('checkbox', { name: 'Batedeira' });
    const card = batedeira.closest('li') as HTMLElement;
    await user.click(within(card).getByText(/para o convidado/));
    expect(batedeira).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar (2)' }));
    expect(await screen.findByText('Presentes adicionados à lista.')).toBeInTheDocument();
    expect(api.to(apiCall('usersAddCatalogGifts', { eventId: 7 }))[0]?.body).toEqual({ giftIds: [10, 11] });
    await closeAlert(user);
    const list = screen.getByRole('list', { name: 'Presentes da lista' });
    expect(within(list).getByText('Batedeira')).toBeInTheDocument();
  });

  it('checks the own gift at its fields: the name, then cotas that do not divide evenly', async () => {
    const { user, api } = renderSignedIn('/gifts', handlers());
    await user.click(await screen.findByRole('button', { name: 'Adicionar presentes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar presentes' });
    await user.click(within(dialog).getByRole('tab', { name: 'Criar o meu' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar presente' }));
    const name = within(dialog).getByLabelText('Nome do presente');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/Campo obrigatório/);

    await user.type(name, 'Lua de mel');
    await user.click(within(dialog).getByRole('radio', { name: 'Em cotas' }));
    await user.type(within(dialog).getByLabelText('Valor total'), '100');
    await user.type(within(dialog).getByLabelText('Número de cotas'), '3');
    expect(within(dialog).getByLabelText('Valor total')).toHaveValue('100,00');
    await user.click(within(dialog).getByRole('button', { name: 'Criar presente' }));
    expect(await within(dialog).findByLabelText('Número de cotas')).toHaveAccessibleDescription(
      'O valor total precisa se dividir em cotas iguais, de centavos inteiros: ajuste o valor ou o número de cotas.',
    );
    expect(api.to(apiCall('usersCreateGift', { eventId: 7 }))).toHaveLength(0);
  });

  it('creates a gift in cotas with its photo, showing the price of each cota as it is typed', async () => {
    const { user, api } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersCreateGift', { eventId: 7 })]: () =>
        json(
          ok({
            message: 'Presente criado e adicionado à lista.',
            gifts: [
              ...gifts,
              hostGift({ id: 90, name: 'Lua de mel', kind: 'cotas', quantity: 4, remaining: 4 }),
            ],
          }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar presentes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar presentes' });
    await user.click(within(dialog).getByRole('tab', { name: 'Criar o meu' }));
    await user.upload(
      within(dialog).getByTestId('gift-photo-input'),
      new File(['x'], 'praia.png', { type: 'image/png' }),
    );
    expect(within(dialog).getByRole('img', { name: 'Foto do presente' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.type(within(dialog).getByLabelText('Nome do presente'), 'Lua de mel');
    await user.type(within(dialog).getByLabelText('Descrição'), 'Uma semana em Noronha');
    await user.click(within(dialog).getByRole('radio', { name: 'Em cotas' }));
    await user.type(within(dialog).getByLabelText('Valor total'), '1000');
    await user.type(within(dialog).getByLabelText('Número de cotas'), '4');
    expect(
      within(dialog).getByText('4 cotas de R$ 250,00 (o convidado paga R$ 262,50 por cota)'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Criar presente' }));

    expect(await screen.findByText('Presente criado e adicionado à lista.')).toBeInTheDocument();
    const [sent] = api.to(apiCall('usersCreateGift', { eventId: 7 }));
    expect(fields(sent?.form)).toEqual({
      name: 'Lua de mel',
      description: 'Uma semana em Noronha',
      giftKind: 'cotas',
      price: '1000',
      shares: '4',
      image: 'praia.png',
    });
    await closeAlert(user);
    expect(
      within(screen.getByRole('list', { name: 'Presentes da lista' })).getByText('Lua de mel'),
    ).toBeInTheDocument();
  });
  it("prices cotas by one cota's value too: the total follows it, in whole centavos", async () => {
    const { user, api } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersCreateGift', { eventId: 7 })]: () =>
        json(ok({ message: 'Presente criado e adicionado à lista.', gifts })),
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar presentes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar presentes' });
    await user.click(within(dialog).getByRole('tab', { name: 'Criar o meu' }));
    await user.type(within(dialog).getByLabelText('Nome do presente'), 'Lua de mel');
    await user.click(within(dialog).getByRole('radio', { name: 'Em cotas' }));
    await user.type(within(dialog).getByLabelText('Número de cotas'), '10');
    await user.type(within(dialog).getByLabelText('Valor de cada cota'), '333,33');
    expect(within(dialog).getByLabelText('Valor total')).toHaveValue('3.333,30');
    expect(within(dialog).getByText(/^10 cotas de R\$\s333,33 \(o convidado paga/)).toBeInTheDocument();
    // A total typed afterwards shows what one cota is.
    const total = within(dialog).getByLabelText('Valor total');
    await user.clear(total);
    await user.type(total, '5000');
    expect(within(dialog).getByLabelText('Valor de cada cota')).toHaveValue('500,00');
    await user.click(within(dialog).getByRole('button', { name: 'Criar presente' }));
    await screen.findByText('Presente criado e adicionado à lista.');
    const [sent] = api.to(apiCall('usersCreateGift', { eventId: 7 }));
    expect(fields(sent?.form)).toMatchObject({ giftKind: 'cotas', price: '5000', shares: '10' });
  });

  it("reads a price as reais, as the guest site does: '75' is R$ 75,00, '75,5' is R$ 75,50", async () => {
    const { user, api } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersCreateGift', { eventId: 7 })]: () =>
        json(ok({ message: 'Presente criado e adicionado à lista.', gifts })),
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar presentes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar presentes' });
    await user.click(within(dialog).getByRole('tab', { name: 'Criar o meu' }));
    await user.type(within(dialog).getByLabelText('Nome do presente'), 'Vaso');
    const price = within(dialog).getByLabelText('Valor do presente');
    expect(price).toHaveAttribute('inputmode', 'decimal');
    await user.type(price, '75');
    expect(price).toHaveValue('75');
    await user.tab();
    expect(price).toHaveValue('75,00');
    await user.click(within(dialog).getByRole('radio', { name: 'Em cotas' }));
    await user.type(within(dialog).getByLabelText('Número de cotas'), '2');
    const each = within(dialog).getByLabelText('Valor de cada cota');
    expect(each).toHaveAttribute('inputmode', 'decimal');
    await user.clear(each);
    await user.type(each, '75,5');
    expect(within(dialog).getByLabelText('Valor total')).toHaveValue('151,00');
    await user.click(within(dialog).getByRole('button', { name: 'Criar presente' }));
    await screen.findByText('Presente criado e adicionado à lista.');
    const [sent] = api.to(apiCall('usersCreateGift', { eventId: 7 }));
    expect(fields(sent?.form)).toMatchObject({ giftKind: 'cotas', price: '151', shares: '2' });
  });
});

describe('Editar presente', () => {
  it('opens with the gift as it is and saves the changes', async () => {
    const { user, api } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersUpdateGift', { eventId: 7, giftId: 1 })]: () =>
        json(
          ok({
            message: 'Presente atualizado.',
            gifts: [{ ...panelas, name: 'Panelas de inox' }, gifts[1]],
          }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Jogo de panelas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar presente' });
    expect(within(dialog).getByLabelText('Nome do presente')).toHaveValue('Jogo de panelas');
    expect(within(dialog).getByRole('radio', { name: 'Presente inteiro' })).toBeChecked();
    expect(within(dialog).getByLabelText('Valor do presente')).toHaveValue('300,00');
    expect(within(dialog).getByLabelText('Quantidade desejada')).toHaveValue('2');
    const name = within(dialog).getByLabelText('Nome do presente');
    await user.clear(name);
    await user.type(name, 'Panelas de inox');
    await user.clear(within(dialog).getByLabelText('Quantidade desejada'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Presente atualizado.')).toBeInTheDocument();
    expect(fields(api.to(apiCall('usersUpdateGift', { eventId: 7, giftId: 1 }))[0]?.form)).toEqual({
      name: 'Panelas de inox',
      description: '',
      giftKind: 'item',
      price: '300',
    });
    await closeAlert(user);
    expect(
      within(screen.getByRole('list', { name: 'Presentes da lista' })).getByText('Panelas de inox'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps everything typed", async () => {
    const { user } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersUpdateGift', { eventId: 7, giftId: 1 })]: () =>
        json(
          {
            success: false,
            message:
              'Já foi presenteada 1 unidade ou cota deste presente: a quantidade não pode ser menor que isso.',
          },
          400,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Jogo de panelas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar presente' });
    await user.clear(within(dialog).getByLabelText('Nome do presente'));
    await user.type(within(dialog).getByLabelText('Nome do presente'), 'Panelas de inox');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        'Já foi presenteada 1 unidade ou cota deste presente: a quantidade não pode ser menor que isso.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const still = await screen.findByRole('dialog', { name: 'Editar presente' });
    expect(within(still).getByLabelText('Nome do presente')).toHaveValue('Panelas de inox');
  });
});

describe('closing a gift dialog', () => {
  it("asks 'Descartar alterações?' on Escape or Cancelar when something was typed, and keeps it", async () => {
    const { user } = renderSignedIn('/gifts', handlers());
    await user.click(await screen.findByRole('button', { name: 'Adicionar presentes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar presentes' });
    await user.click(within(dialog).getByRole('tab', { name: 'Criar o meu' }));
    await user.type(within(dialog).getByLabelText('Nome do presente'), 'Vaso de cerâmica');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await user.click(within(question).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Nome do presente')).toHaveValue('Vaso de cerâmica');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const again = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await user.click(within(again).getByRole('button', { name: 'Descartar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Adicionar presentes' })).not.toBeInTheDocument(),
    );
  });

  it('closes at once on Escape when nothing was typed', async () => {
    const { user } = renderSignedIn('/gifts', handlers());
    await user.click(await screen.findByRole('button', { name: 'Editar Jogo de panelas' }));
    await screen.findByRole('dialog', { name: 'Editar presente' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Editar presente' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
