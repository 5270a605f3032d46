import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/api-mock';
import { ok } from '../../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../../test/render';

const gift = (id: number, name: string, price: number, isAvailable = true) => ({
  id,
  name,
  price,
  // the platform's 10% on top of the gift's own price
  priceWithoutFee: Math.round((price / 1.1) * 100) / 100,
  imageUrl: `/media/gifts/${id}.jpg`,
  isAvailable,
});
const suggestion = (id: number, title: string) => ({
  id,
  userId: 3,
  eventId: 7,
  title,
  description: null,
  createdAt: '2025-03-01T12:00:00.000Z',
});

const handlers = () => ({
  'GET /api/users/gifts/7': () =>
    json(
      ok({
        gifts: [gift(1, 'Jogo de panelas', 299.9), gift(2, 'Air fryer', 450, false)],
        giftSuggestions: [],
      }),
    ),
  'DELETE /api/users/gifts/7/1': () => json(ok({ gifts: [gift(2, 'Air fryer', 450, false)] })),
  'POST /api/users/gifts/suggestion/7': () =>
    json(ok({ giftSuggestions: [suggestion(5, 'Cafeteira italiana')] })),
});

describe('Lista de Presentes', () => {
  it('lists the gifts with their prices', async () => {
    renderSignedIn('/gifts', handlers());
    const list = await screen.findByRole('list', { name: 'Presentes da lista' });
    expect(within(list).getByText('Jogo de panelas')).toBeInTheDocument();
    expect(within(list).getByText(/299,90/)).toBeInTheDocument();
    expect(within(list).getByText('Indisponível')).toBeInTheDocument();
  });

  it('removes a gift after confirming', async () => {
    const { user, api } = renderSignedIn('/gifts', handlers());
    await user.click(await screen.findByRole('button', { name: 'Remover Jogo de panelas' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Presente removido com sucesso.')).toBeInTheDocument();
    expect(api.to('DELETE /api/users/gifts/7/1')).toHaveLength(1);
    await closeAlert(user);
    expect(screen.queryByText('Jogo de panelas')).not.toBeInTheDocument();
  });

  it("a failed removal says 'Erro ao remover presente.'", async () => {
    const { user } = renderSignedIn('/gifts', {
      ...handlers(),
      'DELETE /api/users/gifts/7/1': () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remover Jogo de panelas' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Erro ao remover presente.')).toBeInTheDocument();
  });

  it("the suggestion needs a title ('Preencha o título!') and is posted with its description", async () => {
    const { user, api } = renderSignedIn('/gifts', handlers());
    await user.click(await screen.findByRole('button', { name: 'Enviar sugestão' }));
    expect(await screen.findByText('Preencha o título!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Título'), 'Cafeteira italiana');
    await user.type(screen.getByLabelText('Descrição'), 'De alumínio');
    await user.click(screen.getByRole('button', { name: 'Enviar sugestão' }));
    expect(await screen.findByText('Sugestão criada.')).toBeInTheDocument();
    expect(api.to('POST /api/users/gifts/suggestion/7')[0]?.body).toEqual({
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
    renderSignedIn('/gifts', { 'GET /api/users/gifts/7': () => new Response('', { status: 500 }) });
    expect(await screen.findByText('Erro ao recuperar lista de presentes.')).toBeInTheDocument();
  });

  it("a failed suggestion says 'Erro ao salvar sugestão.'", async () => {
    const { user } = renderSignedIn('/gifts', {
      ...handlers(),
      'POST /api/users/gifts/suggestion/7': () => new Response('', { status: 500 }),
    });
    await user.type(await screen.findByLabelText('Título'), 'Cafeteira');
    await user.click(screen.getByRole('button', { name: 'Enviar sugestão' }));
    expect(await screen.findByText('Erro ao salvar sugestão.')).toBeInTheDocument();
  });
});
