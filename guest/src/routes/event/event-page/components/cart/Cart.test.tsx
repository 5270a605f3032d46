import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_CONTACT_KEY, readGuestContact } from '../../../../../common/guest-contact';
import { apiCall, json, mockApi } from '../../../../../test/api-mock';
import { eventAnswer, makeCotasGift, makeEvent, makeGift } from '../../../../../test/fixtures';
import { findEventPage, renderApp } from '../../../../../test/render';
import { cartStorageKey } from './stored-cart';

const GET_EVENT = apiCall('guestsGetEvent', { slug: 'ana-e-pedro' });
const PURCHASE = apiCall('guestsPurchase');

async function openSite(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [GET_EVENT]: () => json(eventAnswer()), ...extra });
  const view = renderApp('/ana-e-pedro');
  await findEventPage();
  return { api, ...view };
}

const cartDialog = () => screen.findByRole('dialog', { name: 'Presentes Selecionados' });
const quantityOf = (name: string) => screen.getByRole('textbox', { name: `Quantidade de ${name}` });
/** Closes the cart dialog: the page behind a modal is out of reach until then. */
async function closeCart(user: { click: (element: Element) => Promise<void> }) {
  await user.click(within(await cartDialog()).getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
const total = () => screen.getByTestId('cart-total').textContent?.replace(/\s/g, ' ');

describe('the cart', () => {
  it('opens by itself when the first gift goes in, with quantity 1, and counts on', async () => {
    const { user } = await openSite();

    await user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
    const dialog = await cartDialog();
    expect(quantityOf('Cafeteira Expresso')).toHaveValue('1');
    expect(total()).toBe('R$ 450,50');
    // Behind the modal dialog, hidden from assistive technology.
    expect(screen.getByRole('button', { name: 'Carrinho: 1 presente', hidden: true })).toBeInTheDocument();

    // The list never takes more than 40% of the view, so the total and the button stay in sight.
    const list = within(dialog).getByRole('list', { name: 'Presentes no carrinho' });
    expect(Number.parseFloat(getComputedStyle(list).maxHeight)).toBeCloseTo(window.innerHeight * 0.4);
    expect(getComputedStyle(list).overflowY).toBe('auto');

    await closeCart(user);

    // Adding to a cart that is not empty does not open it again; the count and quantity go up.
    await user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar Jogo de Taças ao carrinho' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carrinho: 3 presentes' }));
    await cartDialog();
    expect(quantityOf('Cafeteira Expresso')).toHaveValue('2');
    expect(quantityOf('Jogo de Taças')).toHaveValue('1');
    // The fee on each line, rounded once: 2 × 429,05 carries 42,91, not 2 × 21,45.
    expect(total()).toBe('R$ 1.021,01');
  });

  it('applies the quantity rules: a number, non-numeric becomes 1, 0 removes', async () => {
    const { user } = await openSite();
    await user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
    await closeCart(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar Jogo de Taças ao carrinho' }));
    await user.click(screen.getByRole('button', { name: 'Carrinho: 2 presentes' }));
    await cartDialog();

    const cafeteira = quantityOf('Cafeteira Expresso');
    await user.clear(cafeteira);
    await user.type(cafeteira, '3');
    expect(cafeteira).toHaveValue('3');
    // 3 × 429,05 = 1.287,15, its 5 % fee 64,3575 → 64,36 on the line; 114,29 + 5,71
    expect(total()).toBe('R$ 1.471,51');

    await user.clear(cafeteira);
    await user.type(cafeteira, 'abc');
    expect(cafeteira).toHaveValue('1');
    expect(total()).toBe('R$ 570,50');

    await user.clear(cafeteira);
    await user.type(cafeteira, '0');
    expect(
      screen.queryByRole('textbox', { name: 'Quantidade de Cafeteira Expresso' }),
    ).not.toBeInTheDocument();
    expect(total()).toBe('R$ 120,00');

    await user.click(screen.getByRole('button', { name: 'Remover Jogo de Taças' }));
    expect(screen.getByText('Nenhum presente selecionado.')).toBeInTheDocument();
    expect(total()).toBe('R$ 0,00');
  });

  it('a quantity left blank becomes 1 when the field is left', async () => {
    const { user } = await openSite();
    await user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
    await closeCart(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
    await user.click(screen.getByRole('button', { name: 'Carrinho: 2 presentes' }));
    await cartDialog();
    const field = quantityOf('Cafeteira Expresso');
    await user.clear(field);
    expect(field).toHaveValue('');
    await user.tab();
    expect(field).toHaveValue('1');
  });

  it('is kept across reloads, one cart per event, and a kept cart does not open by itself', async () => {
    const first = await openSite();
    await first.user.click(screen.getByRole('button', { name: 'Adicionar Jogo de Taças ao carrinho' }));
    await cartDialog();
    const stored = JSON.parse(localStorage.getItem(cartStorageKey('ana-e-pedro')) ?? '[]');
    expect(stored).toEqual([expect.objectContaining({ id: 12, quantity: 1 })]);
    first.unmount();

    // A reload: a new page with a new store, the cart read back from storage.
    await openSite();
    expect(screen.getByRole('button', { name: 'Carrinho: 1 presente' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    screen.getByText('1 no carrinho');

    // Another event has a cart of its own.
    expect(localStorage.getItem(cartStorageKey('outro-evento'))).toBeNull();
  });

  it('checks a kept cart against the gifts the event has now', async () => {
    localStorage.setItem(
      cartStorageKey('ana-e-pedro'),
      JSON.stringify([
        { id: 11, name: 'Cafeteira antiga', price: 1, imageUrl: null, isAvailable: true, quantity: 2 },
        { id: 55, name: 'Não existe mais', price: 9, imageUrl: null, isAvailable: true, quantity: 1 },
      ]),
    );
    const { user } = await openSite();
    await user.click(await screen.findByRole('button', { name: 'Carrinho: 2 presentes' }));
    await cartDialog();
    expect(quantityOf('Cafeteira Expresso')).toHaveValue('2');
    expect(screen.queryByText('Não existe mais')).not.toBeInTheDocument();
    // 2 × 429,05 = 858,10 + its fee on the line, 42,905 → 42,91
    expect(total()).toBe('R$ 901,01');
  });

  it('has no button while empty; adding shows it with the count, and says so on the card and aloud', async () => {
    const { user } = await openSite();
    expect(screen.queryByRole('button', { name: /Carrinho/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar Jogo de Taças ao carrinho' }));
    await closeCart(user);
    expect(screen.getByRole('button', { name: 'Carrinho: 1 presente' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Presente adicionado ao carrinho');
    expect(screen.getByText('Adicionado ✓')).toBeVisible();
    expect(screen.getByText('1 no carrinho')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Carrinho: 1 presente' }));
    await user.click(within(await cartDialog()).getByRole('button', { name: 'Remover Jogo de Taças' }));
    await closeCart(user);
    expect(screen.queryByRole('button', { name: /Carrinho/ })).not.toBeInTheDocument();
  });
});

const luaDeMel = makeCotasGift(21);
const contribuicao = makeGift({
  id: 22,
  name: 'Contribuição',
  kind: 'free',
  price: 52.5,
  priceWithoutFee: 50,
});
const panelas = makeGift({
  id: 23,
  name: 'Panelas',
  price: 210,
  priceWithoutFee: 200,
  quantity: 3,
  remaining: 2,
});

describe('cotas, free amounts and gifts with a limit in the cart', () => {
  async function openList(extra: Parameters<typeof mockApi>[0] = {}) {
    const event = makeEvent({ gifts: [luaDeMel, contribuicao, panelas] });
    const api = mockApi({ [GET_EVENT]: () => json(eventAnswer(event)), ...extra });
    const view = renderApp('/ana-e-pedro');
    await findEventPage();
    return { api, ...view };
  }

  it('puts the number of cotas chosen in the cart, as "2 cotas de" the gift, priced per cota', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Uma cota a mais' }));
    await user.click(screen.getByRole('button', { name: 'Presentear com 2 cotas: Lua de mel' }));
    const dialog = await cartDialog();
    expect(within(dialog).getByText('2 cotas de "Lua de mel"')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Cotas de Lua de mel' })).toHaveValue('2');
    expect(total()).toBe('R$ 630,00');
    // No more than the 8 left, whatever is typed.
    const cotas = within(dialog).getByRole('textbox', { name: 'Cotas de Lua de mel' });
    await user.clear(cotas);
    await user.type(cotas, '50');
    expect(cotas).toHaveValue('8');
    expect(total()).toBe('R$ 2.520,00');
  });

  it('sends a free amount with its value, the fee on top, and lets the guest change it in the cart', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user, api } = await openList({
      [PURCHASE]: () => json({ success: true, message: 'ok', paymentLink: 'https://pagamento.example/x' }),
    });
    await user.type(await screen.findByLabelText('Valor do presente'), '80');
    await user.click(screen.getByRole('button', { name: 'Adicionar Contribuição ao carrinho' }));
    const dialog = await cartDialog();
    expect(total()).toBe('R$ 84,00');
    const amount = within(dialog).getByRole('textbox', { name: 'Valor de Contribuição' });
    await user.clear(amount);
    await user.type(amount, '30');
    await user.tab();
    expect(within(dialog).getByText('O valor mínimo é R$ 50,00.')).toBeInTheDocument();
    expect(total()).toBe('R$ 84,00');
    await user.clear(amount);
    await user.type(amount, '100,00');
    await user.tab();
    expect(total()).toBe('R$ 105,00');
    // Kept for the next visit with the value typed.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(cartStorageKey('ana-e-pedro')) ?? '[]')).toEqual([
        expect.objectContaining({ id: 22, quantity: 1, amount: 100 }),
      ]),
    );

    await user.click(screen.getByRole('radio', { name: 'Cartão' }));
    await user.type(screen.getByLabelText('Seu nome'), 'Carla');
    await user.type(screen.getByLabelText('Seu e-mail'), 'carla@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.to(PURCHASE)[0]?.body).toMatchObject({ items: [{ id: 22, quantity: 1, amount: 100 }] });
  });

  it('holds no more of an item than is left', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Adicionar Panelas ao carrinho' }));
    await closeCart(user);
    const add = screen.getByRole('button', { name: 'Adicionar Panelas ao carrinho' });
    await user.click(add);
    expect(add).toBeDisabled();
    await waitFor(() => expect(add).toHaveTextContent('No carrinho'));
    expect(screen.getByRole('button', { name: 'Carrinho: 2 presentes' })).toBeInTheDocument();
  });

  it('trims a kept cart to what is left now, and says so in the cart', async () => {
    localStorage.setItem(
      cartStorageKey('ana-e-pedro'),
      JSON.stringify([{ ...luaDeMel, remaining: 10, quantity: 5 }]),
    );
    const event = makeEvent({ gifts: [{ ...luaDeMel, remaining: 3 }] });
    mockApi({ [GET_EVENT]: () => json(eventAnswer(event)) });
    const { user } = renderApp('/ana-e-pedro');
    await findEventPage();
    await user.click(await screen.findByRole('button', { name: 'Carrinho: 3 presentes' }));
    const dialog = await cartDialog();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'De "Lua de mel" restam só 3 cotas: o carrinho foi ajustado.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Cotas de Lua de mel' })).toHaveValue('3');
  });

  it("shows the server's refusal of a cota sold out meanwhile, reloads the list and keeps what was typed", async () => {
    let soldOut = false;
    const api = mockApi({
      [GET_EVENT]: () =>
        json(eventAnswer(makeEvent({ gifts: [{ ...luaDeMel, remaining: soldOut ? 0 : 1 }, panelas] }))),
      [PURCHASE]: () => {
        soldOut = true;
        return json(
          { success: false, message: 'A última cota de "Lua de mel" acabou de ser presenteada.' },
          409,
        );
      },
    });
    const { user } = renderApp('/ana-e-pedro');
    await findEventPage();
    await user.click(screen.getByRole('button', { name: 'Presentear com 1 cota: Lua de mel' }));
    await cartDialog();
    await user.click(screen.getByRole('radio', { name: 'Cartão' }));
    await user.type(screen.getByLabelText('Seu nome'), 'Carla');
    await user.type(screen.getByLabelText('Seu e-mail'), 'carla@exemplo.com');
    await user.type(screen.getByLabelText('Mensagem para os anfitriões (opcional)'), 'Boa viagem!');
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));

    expect(
      await screen.findByText('A última cota de "Lua de mel" acabou de ser presenteada.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.to(GET_EVENT)).toHaveLength(2));
    const dialog = await cartDialog();
    expect(
      await within(dialog).findByText('"Lua de mel" já foi presenteado e saiu do carrinho.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Nenhum presente selecionado.')).toBeInTheDocument();
    expect(screen.getByLabelText('Seu nome')).toHaveValue('Carla');
    expect(screen.getByLabelText('Seu e-mail')).toHaveValue('carla@exemplo.com');
    expect(screen.getByLabelText('Mensagem para os anfitriões (opcional)')).toHaveValue('Boa viagem!');
  });
});

describe('checkout', () => {
  async function cartWithGifts() {
    const view = await openSite({
      [PURCHASE]: () =>
        json({ success: true, message: 'ok', paymentLink: 'https://pagamento.example/checkout/abc' }),
    });
    await view.user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
    await closeCart(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Adicionar Jogo de Taças ao carrinho' }));
    await view.user.click(screen.getByRole('button', { name: 'Adicionar Jogo de Taças ao carrinho' }));
    await view.user.click(screen.getByRole('button', { name: 'Carrinho: 3 presentes' }));
    await cartDialog();
    // Pix comes first: these are the card's path.
    await view.user.click(screen.getByRole('radio', { name: 'Cartão' }));
    return view;
  }

  const alert = () => screen.findByRole('dialog', { name: 'Atenção!' });

  it('marks the field the alert names, until it is filled', async () => {
    const { user, api } = await cartWithGifts();
    await user.type(screen.getByLabelText('Seu nome'), 'Carla Mendes');
    await user.type(screen.getByLabelText('Seu e-mail'), 'carla@');
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));

    expect(within(await alert()).getByText('Por favor, preencha um email válido.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Seu e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Seu nome')).toHaveAttribute('aria-invalid', 'false');
    expect(api.to(PURCHASE)).toHaveLength(0);

    await user.type(screen.getByLabelText('Seu e-mail'), 'exemplo.com');
    await waitFor(() => expect(screen.getByLabelText('Seu e-mail')).toHaveAttribute('aria-invalid', 'false'));
  });

  it('asks for name and e-mail, then a valid e-mail, with the checkout alerts', async () => {
    const { user, api } = await cartWithGifts();
    const pay = screen.getByRole('button', { name: 'Ir para o pagamento' });

    await user.click(pay);
    expect(
      within(await alert()).getByText(
        'Por favor, preencha seu nome e email para prosseguir com o pagamento.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Atenção!' })).not.toBeInTheDocument());

    await user.type(screen.getByLabelText('Seu nome'), 'Carla Mendes');
    await user.click(pay);
    expect(
      within(await alert()).getByText(
        'Por favor, preencha seu nome e email para prosseguir com o pagamento.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.type(screen.getByLabelText('Seu e-mail'), 'carla@exemplo');
    await user.click(pay);
    expect(within(await alert()).getByText('Por favor, preencha um email válido.')).toBeInTheDocument();
    expect(api.to(PURCHASE)).toHaveLength(0);
  });

  it('sends the purchase and takes the browser to the payment link', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user, api } = await cartWithGifts();
    await user.type(screen.getByLabelText('Seu nome'), '  Carla Mendes ');
    await user.type(screen.getByLabelText('Seu e-mail'), 'Carla@Exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pagamento.example/checkout/abc'));
    expect(api.to(PURCHASE).map((request) => request.body)).toEqual([
      {
        name: 'Carla Mendes',
        email: 'carla@exemplo.com',
        eventId: 7,
        items: [
          { id: 11, quantity: 1 },
          { id: 12, quantity: 2 },
        ],
        coverFee: true,
        attemptId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('offers the name and e-mail this device kept, and keeps the ones typed at the checkout', async () => {
    localStorage.setItem(
      GUEST_CONTACT_KEY,
      JSON.stringify({ firstName: 'Rita', lastName: 'de Lima', email: 'rita@exemplo.com' }),
    );
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user, api } = await cartWithGifts();
    expect(screen.getByLabelText('Seu nome')).toHaveValue('Rita de Lima');
    expect(screen.getByLabelText('Seu e-mail')).toHaveValue('rita@exemplo.com');

    await user.clear(screen.getByLabelText('Seu nome'));
    await user.type(screen.getByLabelText('Seu nome'), 'Carla Mendes');
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
    await waitFor(() => expect(api.to(PURCHASE)).toHaveLength(1));
    expect(readGuestContact()).toEqual({ firstName: 'Carla', lastName: 'Mendes', email: 'rita@exemplo.com' });
  });

  it('shows the server message, or the default text, when the purchase fails', async () => {
    let answer = json({ success: false, message: 'Presente indisponível.' }, 409);
    const view = await openSite({ [PURCHASE]: () => answer });
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
    await cartDialog();
    await user.click(screen.getByRole('radio', { name: 'Cartão' }));
    await user.type(screen.getByLabelText('Seu nome'), 'Carla');
    await user.type(screen.getByLabelText('Seu e-mail'), 'carla@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
    expect(await screen.findByText('Presente indisponível.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Presente indisponível.')).not.toBeInTheDocument());

    answer = new Response('Bad gateway', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
    expect(await screen.findByText('Erro ao prosseguir pagamento.')).toBeInTheDocument();
  });
});

it('the event without a gift list has no cart', async () => {
  const event = makeEvent();
  event.settings.showGiftList = false;
  mockApi({ [GET_EVENT]: () => json(eventAnswer(event)) });
  renderApp('/ana-e-pedro');
  await findEventPage();
  expect(screen.queryByRole('button', { name: /Carrinho/ })).not.toBeInTheDocument();
});

describe('the message to the hosts', () => {
  async function cartByCard() {
    const view = await openSite({
      [PURCHASE]: () =>
        json({ success: true, message: 'ok', paymentLink: 'https://pagamento.example/checkout/abc' }),
    });
    await view.user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
    await cartDialog();
    await view.user.click(screen.getByRole('radio', { name: 'Cartão' }));
    await view.user.type(screen.getByLabelText('Seu nome'), 'Carla');
    await view.user.type(screen.getByLabelText('Seu e-mail'), 'carla@exemplo.com');
    return view;
  }

  it('is sent with the purchase, trimmed, and counts its characters', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user, api } = await cartByCard();
    const note = screen.getByLabelText('Mensagem para os anfitriões (opcional)');

    await user.type(note, '  Felicidades ao casal!  ');
    expect(screen.getByText('25/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));

    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.to(PURCHASE)[0]?.body).toMatchObject({ guestMessage: 'Felicidades ao casal!' });
  });

  it('refuses more than 500 characters, naming the field, and sends nothing', async () => {
    const { user, api } = await cartByCard();
    const note = screen.getByLabelText('Mensagem para os anfitriões (opcional)');

    await user.click(note);
    await user.paste('a'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));

    expect(
      within(await screen.findByRole('dialog', { name: 'Atenção!' })).getByText(
        'O campo Mensagem para os anfitriões deve ter no máximo 500 caracteres.',
      ),
    ).toBeInTheDocument();
    expect(api.to(PURCHASE)).toHaveLength(0);
  });
});
