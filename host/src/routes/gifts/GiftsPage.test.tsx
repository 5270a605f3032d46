import { DEFAULT_GIFT_NOTICE } from '@celebra/shared/models';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json } from '../../test/api-mock';
import { giftListAnswer, hostGift, ok } from '../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../test/render';

const panelas = hostGift({ id: 1, name: 'Jogo de panelas', price: 315, priceWithoutFee: 300 });
const airFryer = hostGift({
  id: 2,
  name: 'Air fryer',
  price: 472.5,
  priceWithoutFee: 450,
  isAvailable: false,
});
const luaDeMel = hostGift({
  id: 3,
  name: 'Lua de mel',
  kind: 'cotas',
  price: 315,
  priceWithoutFee: 300,
  quantity: 20,
  remaining: 17,
  custom: true,
  given: 3,
});
const pix = hostGift({ id: 4, name: 'Contribuição livre', kind: 'free', price: 52.5, priceWithoutFee: 50 });
const tacas = hostGift({ id: 5, name: 'Taças', quantity: 2, remaining: 1, given: 1, hidden: true });
const gifts = [panelas, airFryer, luaDeMel, pix, tacas];

const suggestion = (id: number, title: string) => ({
  id,
  userId: 3,
  eventId: 7,
  title,
  description: null,
  createdAt: '2025-03-01T12:00:00.000Z',
});

const refusal = (message: string) => () => json({ success: false, message }, 400);

const handlers = () => ({
  [apiCall('usersListGifts', { eventId: 7 })]: () => json(giftListAnswer(gifts)),
  [apiCall('usersRemoveGift', { eventId: 7, giftId: 1 })]: () => json(ok({ gifts: gifts.slice(1) })),
  [apiCall('usersCreateGiftSuggestion', { eventId: 7 })]: () =>
    json(ok({ giftSuggestions: [suggestion(5, 'Cafeteira italiana')] })),
});

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Presentes da lista' })).getByRole('listitem', { name });
const names = () =>
  within(screen.getByRole('list', { name: 'Presentes da lista' }))
    .getAllByRole('listitem')
    .map((item) => document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('Lista de Presentes', () => {
  it('shows per gift what the guest pays and what the couple receive, under one sentence on the fee', async () => {
    renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersListGifts', { eventId: 7 })]: () => json(giftListAnswer(gifts, { percentageGift: 7.5 })),
    });
    await screen.findByRole('list', { name: 'Presentes da lista' });
    expect(
      screen.getByText(
        'A Celebra fica com 7,5% de cada presente: o convidado paga o valor do presente mais a taxa, e vocês recebem o valor do presente (se o convidado escolher não pagar a taxa, ela sai do valor que vocês recebem).',
      ),
    ).toBeInTheDocument();
    expect(
      within(row('Jogo de panelas')).getByText('Convidado paga R$ 315,00 · Vocês recebem R$ 300,00'),
    ).toBeInTheDocument();
    expect(within(row('Air fryer')).getByText('Indisponível')).toBeInTheDocument();
    const cotas = row('Lua de mel');
    expect(within(cotas).getByText('Cotas')).toBeInTheDocument();
    expect(
      within(cotas).getByText('Por cota: convidado paga R$ 315,00 · Vocês recebem R$ 300,00'),
    ).toBeInTheDocument();
    expect(within(cotas).getByText('3 de 20 cotas presenteadas')).toBeInTheDocument();
    expect(within(row('Contribuição livre')).getByText('Valor livre')).toBeInTheDocument();
    expect(
      within(row('Contribuição livre')).getByText('Valor livre, a partir de R$ 50,00'),
    ).toBeInTheDocument();
    expect(within(row('Taças')).getByText('Quantidade: 2 · 1 presenteado')).toBeInTheDocument();
    expect(within(row('Taças')).getByText('Oculto')).toBeInTheDocument();
    expect(within(row('Jogo de panelas')).queryByText('Oculto')).not.toBeInTheDocument();
    expect(screen.getByText(/ao menos 4 presentes visíveis/)).toBeInTheDocument();
  });

  it("marks a gift with nothing left 'Presenteado'", async () => {
    renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersListGifts', { eventId: 7 })]: () =>
        json(giftListAnswer([{ ...luaDeMel, remaining: 0, given: 20 }, panelas])),
    });
    await screen.findByRole('list', { name: 'Presentes da lista' });
    expect(within(row('Lua de mel')).getByText('Presenteado')).toBeInTheDocument();
    expect(within(row('Lua de mel')).getByText('20 de 20 cotas presenteadas')).toBeInTheDocument();
  });

  it('moving a gift up sends the whole new order and shows it at once', async () => {
    const { user, api } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersReorderGifts', { eventId: 7 })]: () =>
        json(ok({ gifts: [airFryer, panelas, luaDeMel, pix, tacas] })),
    });
    await user.click(await screen.findByRole('button', { name: 'Mover Air fryer para cima' }));
    expect(names().slice(0, 2)).toEqual(['Air fryer', 'Jogo de panelas']);
    await waitFor(() => expect(api.to(apiCall('usersReorderGifts', { eventId: 7 }))).toHaveLength(1));
    expect(api.to(apiCall('usersReorderGifts', { eventId: 7 }))[0]?.body).toEqual({
      giftIds: [2, 1, 3, 4, 5],
    });
    expect(screen.getByRole('button', { name: 'Mover Air fryer para cima' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover Taças para baixo' })).toBeDisabled();
  });

  it("a refused move puts the list back and says the server's message", async () => {
    const { user, api } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersReorderGifts', { eventId: 7 })]: refusal(
        'A nova ordem precisa ter todos os presentes da lista, uma vez cada. Atualize a página e tente novamente.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Mover Jogo de panelas para baixo' }));
    expect(
      await screen.findByText(
        'A nova ordem precisa ter todos os presentes da lista, uma vez cada. Atualize a página e tente novamente.',
      ),
    ).toBeInTheDocument();
    expect(api.to(apiCall('usersReorderGifts', { eventId: 7 }))[0]?.body).toEqual({
      giftIds: [2, 1, 3, 4, 5],
    });
    await closeAlert(user);
    expect(names()).toEqual(['Jogo de panelas', 'Air fryer', 'Lua de mel', 'Contribuição livre', 'Taças']);
  });

  it("hides a gift ('Oculto') and shows it again", async () => {
    const { user, api } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersSetGiftHidden', { eventId: 7, giftId: 1 })]: ({ body }) =>
        json(
          ok({ gifts: [{ ...panelas, hidden: (body as { hidden: boolean }).hidden }, ...gifts.slice(1)] }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Ocultar Jogo de panelas' }));
    expect(await within(row('Jogo de panelas')).findByText('Oculto')).toBeInTheDocument();
    expect(api.to(apiCall('usersSetGiftHidden', { eventId: 7, giftId: 1 }))[0]?.body).toEqual({
      hidden: true,
    });
    await user.click(screen.getByRole('button', { name: 'Mostrar Jogo de panelas' }));
    await waitFor(() => expect(within(row('Jogo de panelas')).queryByText('Oculto')).not.toBeInTheDocument());
    expect(api.to(apiCall('usersSetGiftHidden', { eventId: 7, giftId: 1 }))[1]?.body).toEqual({
      hidden: false,
    });
  });

  it("the server's refusal to hide below the minimum is shown as it says it", async () => {
    const { user } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersSetGiftHidden', { eventId: 7, giftId: 1 })]: refusal(
        'A lista precisa ter ao menos 4 presentes visíveis para os convidados. Adicione ou mostre outro presente antes.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Ocultar Jogo de panelas' }));
    expect(
      await screen.findByText(
        'A lista precisa ter ao menos 4 presentes visíveis para os convidados. Adicione ou mostre outro presente antes.',
      ),
    ).toBeInTheDocument();
    await closeAlert(user);
    expect(within(row('Jogo de panelas')).queryByText('Oculto')).not.toBeInTheDocument();
  });

  it('removes a gift after confirming', async () => {
    const { user, api } = renderSignedIn('/gifts', handlers());
    await user.click(await screen.findByRole('button', { name: 'Remover Jogo de panelas' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Presente removido com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersRemoveGift', { eventId: 7, giftId: 1 }))).toHaveLength(1);
    await closeAlert(user);
    expect(screen.queryByText('Jogo de panelas')).not.toBeInTheDocument();
  });

  it('asks plainly before removing a gift nobody gave yet', async () => {
    const { user } = renderSignedIn('/gifts', handlers());
    await user.click(await screen.findByRole('button', { name: 'Remover Jogo de panelas' }));
    expect(
      within(screen.getByRole('dialog')).getByText('Remover "Jogo de panelas" da sua lista de presentes?'),
    ).toBeInTheDocument();
  });

  it.each([
    ['Lua de mel', '3 cotas de "Lua de mel" já foram presenteadas.'],
    ['Taças', '"Taças" já foi presenteado 1 vez.'],
    ['Contribuição livre', '"Contribuição livre" já recebeu 2 contribuições.'],
  ])(
    'before removing %s, already given, says how many were given and that the purchases are kept',
    async (name, given) => {
      const { user } = renderSignedIn('/gifts', {
        ...handlers(),
        [apiCall('usersListGifts', { eventId: 7 })]: () =>
          json(giftListAnswer(gifts.map((gift) => (gift.id === pix.id ? { ...gift, given: 2 } : gift)))),
      });
      await user.click(await screen.findByRole('button', { name: `Remover ${name}` }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByText(new RegExp(`^${given.replace(/[.()]/g, '\\$&')}`))).toHaveTextContent(
        `${given} Removê-lo tira o presente da lista, mas as compras feitas continuam em 'Presentes recebidos' e o valor continua no seu saldo.`,
      );
    },
  );

  it("a failed removal says 'Erro ao remover presente.'", async () => {
    const { user } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersRemoveGift', { eventId: 7, giftId: 1 })]: () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remover Jogo de panelas' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Erro ao remover presente.')).toBeInTheDocument();
  });

  it("the notice shows the default text ('Texto padrão'), is edited with a counter and restored", async () => {
    const mine = 'Os presentes viram dinheiro para a nossa casa nova.';
    const { user, api } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersSaveGiftNotice', { eventId: 7 })]: ({ body }) => {
        const text = (body as { text: string }).text;
        return json(
          ok({
            message: 'Aviso da lista salvo.',
            giftNotice: text ? { text, isDefault: false } : { text: DEFAULT_GIFT_NOTICE, isDefault: true },
          }),
        );
      },
    });
    const card = await screen.findByRole('region', { name: /Aviso para os convidados/ });
    expect(within(card).getByText(DEFAULT_GIFT_NOTICE)).toBeInTheDocument();
    expect(within(card).getByText('Texto padrão')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Editar aviso' }));
    const field = within(card).getByLabelText('Aviso');
    expect(field).toHaveValue(DEFAULT_GIFT_NOTICE);
    await user.clear(field);
    await user.type(field, mine);
    expect(within(card).getByText(`${mine.length}/600`)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Aviso da lista salvo.')).toBeInTheDocument();
    expect(api.to(apiCall('usersSaveGiftNotice', { eventId: 7 }))[0]?.body).toEqual({ text: mine });
    await closeAlert(user);
    expect(within(card).getByText(mine)).toBeInTheDocument();
    expect(within(card).queryByText('Texto padrão')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Editar aviso' }));
    await user.click(within(card).getByRole('button', { name: 'Restaurar texto padrão' }));
    expect(await screen.findByText('Aviso da lista salvo.')).toBeInTheDocument();
    expect(api.to(apiCall('usersSaveGiftNotice', { eventId: 7 }))[1]?.body).toEqual({ text: '' });
    await closeAlert(user);
    expect(within(card).getByText(DEFAULT_GIFT_NOTICE)).toBeInTheDocument();
    expect(within(card).getByText('Texto padrão')).toBeInTheDocument();
  });

  it("the suggestion needs a title ('Preencha o título!') and is posted with its description", async () => {
    const { user, api } = renderSignedIn('/gifts', handlers());
    await user.click(await screen.findByRole('button', { name: 'Enviar sugestão' }));
    expect(await screen.findByText('Preencha o título!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Título'), 'Cafeteira italiana');
    await user.type(screen.getByLabelText('Descrição'), 'De alumínio');
    await user.click(screen.getByRole('button', { name: 'Enviar sugestão' }));
    expect(await screen.findByText('Sugestão criada.')).toBeInTheDocument();
    expect(api.to(apiCall('usersCreateGiftSuggestion', { eventId: 7 }))[0]?.body).toEqual({
      title: 'Cafeteira italiana',
      description: 'De alumínio',
    });
    await closeAlert(user);
    expect(
      within(screen.getByRole('list', { name: 'Suas sugestões' })).getByText('Cafeteira italiana'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveValue(''));
  });

  it("a failed load says 'Erro ao recuperar lista de presentes.'", async () => {
    renderSignedIn('/gifts', {
      [apiCall('usersListGifts', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Erro ao recuperar lista de presentes.')).toBeInTheDocument();
  });

  it("a failed suggestion says 'Erro ao salvar sugestão.'", async () => {
    const { user } = renderSignedIn('/gifts', {
      ...handlers(),
      [apiCall('usersCreateGiftSuggestion', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    await user.type(await screen.findByLabelText('Título'), 'Cafeteira');
    await user.click(screen.getByRole('button', { name: 'Enviar sugestão' }));
    expect(await screen.findByText('Erro ao salvar sugestão.')).toBeInTheDocument();
  });
});
