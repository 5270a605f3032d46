import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall, json, mockApi } from '../../../../../test/api-mock';
import { eventAnswer, makeEvent } from '../../../../../test/fixtures';
import { findEventPage, renderApp } from '../../../../../test/render';
import { coverFeeStorageKey } from './stored-cart';

const GET_EVENT = apiCall('guestsGetEvent', { slug: 'ana-e-pedro' });
const PURCHASE = apiCall('guestsPurchase');
const BOX =
  'Quero pagar a taxa de serviço (5%) para que os anfitriões recebam o valor integral dos presentes';

async function openSite(event = makeEvent()) {
  const api = mockApi({
    [GET_EVENT]: () => json(eventAnswer(event)),
    [PURCHASE]: () => json({ success: true, message: 'ok', paymentLink: 'https://pagamento.example/c/1' }),
  });
  const view = renderApp('/ana-e-pedro');
  await findEventPage();
  return { api, ...view };
}

const cartDialog = () => screen.findByRole('dialog', { name: 'Presentes Selecionados' });
const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');
const giftPrices = () =>
  screen
    .getAllByRole('listitem', { hidden: true })
    .filter((item) => within(item).queryByRole('heading', { hidden: true }))
    .map((item) => within(item).getByText(/^R\$/).textContent?.replace(/\s/g, ' '));

/** Two Cafeteiras (429,05 + 5 %: 450,50) and one Jogo de Taças (114,29 + 5 %: 120,00). */
async function fillCart(user: { click: (element: Element) => Promise<void> }) {
  await user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
  await user.click(within(await cartDialog()).getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
  await user.click(screen.getByRole('button', { name: 'Adicionar Jogo de Taças ao carrinho' }));
  await user.click(screen.getByRole('button', { name: 'Carrinho: 3 presentes' }));
  return cartDialog();
}

describe("the cart's box of covering the platform's fee", () => {
  it('starts ticked as the host chose: subtotal, fee and total, and the gifts at their price with the fee', async () => {
    const { user } = await openSite();
    expect(giftPrices()).toEqual(['R$ 450,50', 'R$ 120,00']);

    const dialog = await fillCart(user);

    expect(within(dialog).getByRole('checkbox', { name: BOX })).toBeChecked();
    // 2 × 429,05 + 114,29 = 972,39. The fee is the server's, on each line rounded once (priceCart):
    // 5 % of 858,10 is 42,905 → 42,91 (per unit it was 2 × 21,45), 5 % of 114,29 is 5,71; the
    // total is what the server charges for this cart (server/test/domain/purchase/price-cart.test.ts).
    expect(text('cart-subtotal')).toBe('R$ 972,39');
    expect(text('cart-fee')).toBe('R$ 48,62');
    expect(text('cart-total')).toBe('R$ 1.021,01');
  });

  it('unticked, the guest pays the gifts alone, the list shows them so, and the purchase says so', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user, api } = await openSite();
    const dialog = await fillCart(user);

    await user.click(within(dialog).getByRole('checkbox', { name: BOX }));

    expect(within(dialog).getByRole('checkbox', { name: BOX })).not.toBeChecked();
    expect(screen.queryByTestId('cart-fee')).not.toBeInTheDocument();
    expect(text('cart-subtotal')).toBe('R$ 972,39');
    expect(text('cart-total')).toBe('R$ 972,39');
    expect(within(dialog).getByText('R$ 429,05')).toBeInTheDocument();
    expect(giftPrices()).toEqual(['R$ 429,05', 'R$ 114,29']);

    await user.click(within(dialog).getByRole('radio', { name: 'Cartão' }));
    await user.type(screen.getByLabelText('Seu nome'), 'Carla Mendes');
    await user.type(screen.getByLabelText('Seu e-mail'), 'carla@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.to(PURCHASE)[0]?.body).toMatchObject({ coverFee: false });
  });

  it("starts unticked when the host chose so, and keeps the guest's choice for the next visit", async () => {
    const event = makeEvent({ fee: { percentage: 5, coveredByGuestByDefault: false } });
    const first = await openSite(event);
    expect(giftPrices()).toEqual(['R$ 429,05', 'R$ 114,29']);
    const dialog = await fillCart(first.user);
    expect(within(dialog).getByRole('checkbox', { name: BOX })).not.toBeChecked();
    expect(text('cart-total')).toBe('R$ 972,39');

    await first.user.click(within(dialog).getByRole('checkbox', { name: BOX }));
    expect(text('cart-total')).toBe('R$ 1.021,01');
    await waitFor(() => expect(localStorage.getItem(coverFeeStorageKey('ana-e-pedro'))).toBe('true'));
    first.unmount();

    const second = await openSite(event);
    await waitFor(() => expect(giftPrices()).toEqual(['R$ 450,50', 'R$ 120,00']));
    await second.user.click(screen.getByRole('button', { name: 'Carrinho: 3 presentes' }));
    expect(within(await cartDialog()).getByRole('checkbox', { name: BOX })).toBeChecked();
    expect(text('cart-total')).toBe('R$ 1.021,01');
  });

  it('is not offered when the platform takes no fee', async () => {
    const { user } = await openSite(makeEvent({ fee: { percentage: 0, coveredByGuestByDefault: true } }));
    await user.click(screen.getByRole('button', { name: 'Adicionar Jogo de Taças ao carrinho' }));
    const dialog = await cartDialog();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
