import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuestMessageForm } from '../routes/event/event-page/components/GuestMessageForm';
import { Presence } from '../routes/event/event-page/components/presence/Presence';
import { apiCall, json, mockApi } from '../test/api-mock';
import { renderWithProviders } from '../test/render';
import { GUEST_CONTACT_KEY, readGuestContact } from './guest-contact';

const OPEN = { deadline: null, open: true, childrenMaxAge: 12, questions: [] };
const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe("the guest's name and e-mail, typed once on this device", () => {
  it('are kept after a message is sent and offered again in the presence form', async () => {
    mockApi({
      [apiCall('guestsSendMessage', { eventId: 7 })]: () =>
        json({ success: true, message: 'Recado enviado.' }),
    });
    const first = renderWithProviders(<GuestMessageForm eventId={7} />);
    await first.user.type(field(/^Nome/), 'João');
    await first.user.type(field(/^Sobrenome/), 'Gonçalves');
    await first.user.type(field(/^E-mail/), 'joao@exemplo.com');
    await first.user.type(field(/^Mensagem/), 'Parabéns!');
    await first.user.click(screen.getByRole('button', { name: 'Enviar recado' }));
    await screen.findByRole('dialog');
    expect(readGuestContact()).toEqual({
      firstName: 'João',
      lastName: 'Gonçalves',
      email: 'joao@exemplo.com',
    });
    first.unmount();

    renderWithProviders(<Presence eventId={7} rsvp={OPEN} />);
    expect(await screen.findByRole('textbox', { name: /^Nome/ })).toHaveValue('João');
    expect(field(/^Sobrenome/)).toHaveValue('Gonçalves');
    expect(field(/^E-mail/)).toHaveValue('joao@exemplo.com');
  });

  it("fill the message form, and 'Não lembrar meus dados' forgets them for good", async () => {
    localStorage.setItem(
      GUEST_CONTACT_KEY,
      JSON.stringify({ firstName: 'Rita', lastName: 'Lima', email: 'rita@exemplo.com' }),
    );
    const { user } = renderWithProviders(<GuestMessageForm eventId={7} />);
    expect(field(/^Nome/)).toHaveValue('Rita');
    expect(field(/^E-mail/)).toHaveValue('rita@exemplo.com');
    expect(screen.getByText('Preenchido com os dados salvos neste aparelho.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Não lembrar meus dados' }));
    expect(field(/^Nome/)).toHaveValue('');
    expect(field(/^E-mail/)).toHaveValue('');
    expect(localStorage.getItem(GUEST_CONTACT_KEY)).toBeNull();
    expect(readGuestContact()).toBeNull();
  });
});
