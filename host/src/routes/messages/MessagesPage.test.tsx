import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../test/render';

const message = {
  id: 4,
  eventId: 7,
  createdAt: '2025-03-09T15:00:00.000Z',
  firstName: 'Carla',
  lastName: 'Dias',
  email: 'carla@mail.com',
  message: 'Felicidades ao casal!',
};

describe('messages', () => {
  it('shows each message with date, sender, e-mail and text', async () => {
    renderSignedIn('/messages', {
      [apiCall('usersListMessages', { eventId: 7 })]: () => json(ok({ messages: [message] })),
    });
    const card = await screen.findByRole('listitem', { name: 'Recado de Carla Dias' });
    expect(within(card).getByText('09/03/2025')).toBeInTheDocument();
    expect(within(card).getByText('carla@mail.com')).toBeInTheDocument();
    expect(within(card).getByText('Felicidades ao casal!')).toBeInTheDocument();
  });

  it('wraps a word longer than the card (the text and the sender) instead of cutting it', async () => {
    const longWord = 'k'.repeat(200);
    renderSignedIn('/messages', {
      [apiCall('usersListMessages', { eventId: 7 })]: () =>
        json(ok({ messages: [{ ...message, firstName: longWord, message: `Parabéns ${longWord}!` }] })),
    });
    const text = await screen.findByText(`Parabéns ${longWord}!`);
    expect(text).toHaveStyle({ overflowWrap: 'anywhere', wordBreak: 'break-word' });
    expect(screen.getByText(`${longWord} Dias`)).toHaveStyle({ overflowWrap: 'anywhere' });
    // The style is the text's own, not something every line gets.
    expect(screen.getByText('09/03/2025')).not.toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it("says 'Nenhuma messagem para o evento...' when there is none", async () => {
    renderSignedIn('/messages', {
      [apiCall('usersListMessages', { eventId: 7 })]: () => json(ok({ messages: [] })),
    });
    expect(await screen.findByText('Nenhuma messagem para o evento...')).toBeInTheDocument();
  });

  it("deletes a message: 'Recado removido com sucesso.'", async () => {
    const { user, api } = renderSignedIn('/messages', {
      [apiCall('usersListMessages', { eventId: 7 })]: () => json(ok({ messages: [message] })),
      [apiCall('usersDeleteMessage', { eventId: 7, messageId: 4 })]: () => json(ok()),
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir recado de Carla Dias' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Recado removido com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersDeleteMessage', { eventId: 7, messageId: 4 }))).toHaveLength(1);
    await closeAlert(user);
    await waitFor(() => expect(screen.getByText('Nenhuma messagem para o evento...')).toBeInTheDocument());
  });

  it("a failed deletion says 'Erro ao excluir recado.'", async () => {
    const { user, api } = renderSignedIn('/messages', {
      [apiCall('usersListMessages', { eventId: 7 })]: () => json(ok({ messages: [message] })),
      [apiCall('usersDeleteMessage', { eventId: 7, messageId: 4 })]: () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir recado de Carla Dias' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao excluir recado.')).toBeInTheDocument();
    expect(api.to(apiCall('usersDeleteMessage', { eventId: 7, messageId: 4 }))).toHaveLength(1);
  });

  it("a failed load says 'Erro ao buscar recados.'", async () => {
    renderSignedIn('/messages', {
      [apiCall('usersListMessages', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Erro ao buscar recados.')).toBeInTheDocument();
  });
});
