import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { eventAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { cartStorageKey } from '../../event/event-page/components/cart/stored-cart';

const SUCCESS_TEXT = 'Presente enviado com sucesso! Em breve você receberá um e-mail de confirmação.';

it('thanks the guest, empties that event cart and leads back to the event site', async () => {
  const kept = [
    { id: 11, name: 'Cafeteira Expresso', price: 450.5, imageUrl: null, isAvailable: true, quantity: 1 },
  ];
  localStorage.setItem(cartStorageKey('ana-e-pedro'), JSON.stringify(kept));
  localStorage.setItem(cartStorageKey('outro-evento'), JSON.stringify(kept));
  mockApi({ 'GET /api/guests/event/ana-e-pedro': () => json(eventAnswer()) });
  const { user } = renderApp('/page/checkout-success?event=ana-e-pedro');

  expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
  await waitFor(() =>
    expect(JSON.parse(localStorage.getItem(cartStorageKey('ana-e-pedro')) ?? 'null')).toEqual([]),
  );
  expect(JSON.parse(localStorage.getItem(cartStorageKey('outro-evento')) ?? 'null')).toEqual(kept);

  await user.click(screen.getByRole('button', { name: 'Voltar para o site' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Ana & Pedro' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Carrinho: 0 presentes' })).toBeInTheDocument();
});

it('without an event the button leads to the start', async () => {
  mockApi({});
  const { user } = renderApp('/page/checkout-success');
  expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Voltar para o site' }));
  expect(await screen.findByRole('heading', { name: 'Evento não encontrado!' })).toBeInTheDocument();
});
