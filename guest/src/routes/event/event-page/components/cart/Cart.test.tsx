import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../../test/api-mock';
import { eventAnswer, makeEvent } from '../../../../../test/fixtures';
import { findEventPage, renderApp } from '../../../../../test/render';
import { cartStorageKey } from './stored-cart';

const GET_EVENT = 'GET /api/guests/event/ana-e-pedro';
const PURCHASE = 'POST /api/guests/purchase';

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
    expect(screen.getByRole('button', { name: 'Carrinho: 0 presentes' })).toBeInTheDocument();

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
    expect(total()).toBe('R$ 1.021,00');
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
    expect(total()).toBe('R$ 1.471,50');

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
    expect(total()).toBe('R$ 901,00');
  });

  it('with nothing in it, the button leads to the gift list', async () => {
    const { user } = await openSite();
    const list = document.getElementById('presentes');
    if (!list) throw new Error('No gift list.');
    const scrolled = vi.fn();
    list.scrollIntoView = scrolled;
    await user.click(screen.getByRole('button', { name: 'Carrinho: 0 presentes' }));
    expect(scrolled).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
      },
    ]);
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
