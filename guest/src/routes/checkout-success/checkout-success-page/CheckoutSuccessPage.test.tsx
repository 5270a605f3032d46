import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEventTheme } from '../../../common/theme';
import { apiCall, json, mockApi } from '../../../test/api-mock';
import { eventAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { keptDetailsKey } from '../../event/event-page/components/cart/kept-details';
import { cartStorageKey } from '../../event/event-page/components/cart/stored-cart';
import { siteLookKey } from '../../event/event-page/site-look';

const SUCCESS_TEXT = 'Presente enviado com sucesso! Você receberá um e-mail de confirmação.';

it('thanks the guest, empties that event cart and leads back to the event site', async () => {
  const kept = [
    { id: 11, name: 'Cafeteira Expresso', price: 450.5, imageUrl: null, isAvailable: true, quantity: 1 },
  ];
  localStorage.setItem(cartStorageKey('ana-e-pedro'), JSON.stringify(kept));
  localStorage.setItem(cartStorageKey('outro-evento'), JSON.stringify(kept));
  mockApi({ [apiCall('guestsGetEvent', { slug: 'ana-e-pedro' })]: () => json(eventAnswer()) });
  const { user } = renderApp('/page/checkout-success?event=ana-e-pedro');

  expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
  await waitFor(() =>
    expect(JSON.parse(localStorage.getItem(cartStorageKey('ana-e-pedro')) ?? 'null')).toEqual([]),
  );
  expect(JSON.parse(localStorage.getItem(cartStorageKey('outro-evento')) ?? 'null')).toEqual(kept);

  await user.click(screen.getByRole('button', { name: 'Voltar para o site' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Ana & Pedro' })).toBeInTheDocument();
  // The emptied cart has no button: the page shows the list, nothing to pay.
  expect(
    await screen.findByRole('button', { name: 'Adicionar Jogo de Taças ao carrinho' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Carrinho/ })).not.toBeInTheDocument();
});

it('without an event the button leads to the start', async () => {
  mockApi({});
  const { user } = renderApp('/page/checkout-success');
  expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Voltar para o site' }));
  expect(await screen.findByRole('heading', { name: 'Evento não encontrado!' })).toBeInTheDocument();
});

describe('when the provider sends the guest back before the payment is approved', { timeout: 60_000 }, () => {
  const kept = [
    { id: 11, name: 'Cafeteira Expresso', price: 450.5, imageUrl: null, isAvailable: true, quantity: 1 },
  ];

  it.each(['status=pending', 'collection_status=pending&status=pending', 'collection_status=in_process'])(
    'says the payment is being processed, promises no gift and keeps the cart (%s)',
    async (query) => {
      localStorage.setItem(cartStorageKey('ana-e-pedro'), JSON.stringify(kept));
      mockApi({ [apiCall('guestsGetEvent', { slug: 'ana-e-pedro' })]: () => json(eventAnswer()) });
      renderApp(`/page/checkout-success?event=ana-e-pedro&${query}`);

      expect(await screen.findByRole('heading', { name: 'Pagamento em processamento' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Seu pagamento está sendo processado. Você receberá um e-mail assim que ele for aprovado.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(SUCCESS_TEXT)).not.toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(cartStorageKey('ana-e-pedro')) ?? 'null')).toEqual(kept);
    },
  );

  it.each([
    'status=rejected',
    'collection_status=rejected&status=rejected',
    'status=failure',
    'collection_status=null',
  ])('says the payment was refused and leads back to the cart, intact (%s)', async (query) => {
    localStorage.setItem(cartStorageKey('ana-e-pedro'), JSON.stringify(kept));
    sessionStorage.setItem(
      keptDetailsKey('ana-e-pedro'),
      JSON.stringify({ name: 'Carla Mendes', email: 'carla@exemplo.com', message: '' }),
    );
    mockApi({ [apiCall('guestsGetEvent', { slug: 'ana-e-pedro' })]: () => json(eventAnswer()) });
    const { user } = renderApp(`/page/checkout-success?event=ana-e-pedro&${query}`);

    expect(await screen.findByRole('heading', { name: 'Pagamento não aprovado' })).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS_TEXT)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(cartStorageKey('ana-e-pedro')) ?? 'null')).toEqual(kept);

    // Either way again: another card, or a Pix. The cart opens by itself on the one chosen, with
    // the gifts and what the guest typed before leaving for the card's checkout.
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar com Pix' }));
    const cart = await screen.findByRole('dialog', { name: 'Presentes Selecionados' });
    expect(within(cart).getByRole('textbox', { name: 'Quantidade de Cafeteira Expresso' })).toHaveValue('1');
    expect(within(cart).getByRole('radio', { name: 'Pix' })).toBeChecked();
    expect(within(cart).getByLabelText('Seu nome')).toHaveValue('Carla Mendes');
    expect(within(cart).getByLabelText('Seu e-mail')).toHaveValue('carla@exemplo.com');
    expect(within(cart).getByLabelText('Seu CPF')).toHaveValue('');
  });

  it('thanks the guest when the provider says approved', async () => {
    localStorage.setItem(cartStorageKey('ana-e-pedro'), JSON.stringify(kept));
    mockApi({ [apiCall('guestsGetEvent', { slug: 'ana-e-pedro' })]: () => json(eventAnswer()) });
    sessionStorage.setItem(keptDetailsKey('ana-e-pedro'), JSON.stringify({ name: 'Carla Mendes' }));
    renderApp('/page/checkout-success?event=ana-e-pedro&collection_status=approved&status=approved');
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(cartStorageKey('ana-e-pedro')) ?? 'null')).toEqual([]),
    );
    // Paid: what was typed for it is not kept any longer.
    expect(sessionStorage.getItem(keptDetailsKey('ana-e-pedro'))).toBeNull();
  });
});

describe("the thank-you page in the couple's colours, with a next step", () => {
  it('takes the colour of the event the guest came from, and offers a message and the presence form', async () => {
    mockApi({ [apiCall('guestsGetEvent', { slug: 'ana-e-pedro' })]: () => json(eventAnswer()) });
    const site = renderApp('/ana-e-pedro');
    await screen.findByRole('heading', { level: 1, name: 'Ana & Pedro' });
    site.unmount();

    const { user } = renderApp('/page/checkout-success?event=ana-e-pedro&status=approved');
    expect(await screen.findByRole('heading', { name: 'Obrigado(a)!' })).toBeInTheDocument();
    expect(
      screen.getByText('Presente enviado com sucesso! Você receberá um e-mail de confirmação.'),
    ).toBeInTheDocument();
    const message = screen.getByRole('button', { name: 'Deixar um recado' });
    // The event's own colour, as its site's buttons have it, not the platform's.
    const color = String(eventAnswer().event.color);
    const background = getComputedStyle(message).backgroundColor;
    expect([color, toRgb(color)]).toContain(background);
    const platform = createEventTheme(null).palette.primary.main;
    expect([platform, toRgb(platform)]).not.toContain(background);
    expect(screen.getByRole('button', { name: 'Confirmar presença' })).toBeInTheDocument();

    await user.click(message);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana & Pedro' })).toBeInTheDocument();
  });

  it('offers no step the event does not show', async () => {
    localStorage.setItem(
      siteLookKey('sem-recados'),
      JSON.stringify({ color: '#4a7c59', messages: false, confirmation: false }),
    );
    mockApi({});
    renderApp('/page/checkout-success?event=sem-recados&status=approved');
    await screen.findByRole('heading', { name: 'Obrigado(a)!' });
    expect(screen.queryByRole('button', { name: 'Deixar um recado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar presença' })).not.toBeInTheDocument();
  });
});

function toRgb(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
