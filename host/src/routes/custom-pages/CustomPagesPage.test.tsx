import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderSignedIn } from '../../test/render';

describe('custom-pages', () => {
  it('posts its title and description to the suggestion call', async () => {
    const { user, api } = renderSignedIn('/custom-pages', {
      [apiCall('usersCreateGiftSuggestion', { eventId: 7 })]: () => json(ok({ giftSuggestions: [] })),
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Preencha o título!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Título da página'), 'Nossa história');
    await user.type(screen.getByLabelText('O que a página deve mostrar'), 'Fotos do namoro');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Sugestão criada.')).toBeInTheDocument();
    expect(api.to(apiCall('usersCreateGiftSuggestion', { eventId: 7 }))[0]?.body).toEqual({
      title: 'Nossa história',
      description: 'Fotos do namoro',
    });
  });
});
