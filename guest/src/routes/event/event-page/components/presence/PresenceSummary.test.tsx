import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from '../../../../../test/api-mock';
import { renderWithProviders } from '../../../../../test/render';
import { Presence } from './Presence';

const OPEN = { deadline: null, open: true, childrenMaxAge: 12, questions: [] };
const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('after an answer', () => {
  it('the form says what was recorded, and that a copy went to the e-mail', async () => {
    mockApi({
      [apiCall('guestsConfirmPresence', { eventId: 7 })]: () =>
        json({
          success: true,
          message: 'Presença confirmada.',
          updated: false,
          summary: 'Você confirmou presença com 2 acompanhantes.',
        }),
    });
    const { user } = renderWithProviders(<Presence eventId={7} rsvp={OPEN} />);
    await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'João');
    await user.type(field(/^Sobrenome/), 'Pereira');
    await user.type(field(/^E-mail/), 'joao@exemplo.com');
    await user.type(field(/^Telefone/), '11982345678');
    await user.click(screen.getByRole('button', { name: 'Confirmar presença' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Você confirmou presença com 2 acompanhantes.');
    expect(status).toHaveTextContent('Enviamos uma cópia para joao@exemplo.com.');
  });
});
