import { GUEST_LIST_MESSAGES } from '@celebra/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json } from '../../../test/api-mock';
import { ok } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';

const handlers = {
  [apiCall('usersGetNotifications')]: () =>
    json(
      ok({
        preferences: {
          notifyGifts: true,
          notifyMessages: true,
          notifyConfirmations: true,
          notifyDailySummary: false,
        },
      }),
    ),
  [apiCall('usersUpdateNotifications')]: () =>
    json({ success: true, message: GUEST_LIST_MESSAGES.notificationsSaved }),
  [apiCall('usersGetSettings', { eventId: 7 })]: () =>
    json(
      ok({
        settings: {
          showGiftList: true,
          showGuestMessages: true,
          showEventInfo: false,
          allowGuestConfirmation: true,
          guestCoversFeeByDefault: true,
          allowSearchEngines: false,
          slug: 'ana-e-joao',
          hasPassword: false,
        },
        canSetPassword: true,
      }),
    ),
};

describe("'Acesso à conta' in the settings", () => {
  it('changes the password with the current one asked, and says the other devices were signed out', async () => {
    const done = 'Senha alterada. Os outros aparelhos conectados foram desconectados.';
    const { user, api } = renderSignedIn('/settings', {
      ...handlers,
      [apiCall('usersChangePassword')]: () => json({ success: true, message: done }),
    });
    const section = await screen.findByRole('region', { name: 'Acesso à conta' });
    await user.click(within(section).getByRole('button', { name: 'Alterar senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    await user.type(within(dialog).getByLabelText('Senha atual'), 'celebra123');
    await user.type(within(dialog).getByLabelText('Nova senha'), 'nova-senha-9');
    await user.type(within(dialog).getByLabelText('Confirme a nova senha'), 'nova-senha-9');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(api.to(apiCall('usersChangePassword'))[0]?.body).toEqual({
      currentPassword: 'celebra123',
      newPassword: 'nova-senha-9',
    });
    expect(localStorage.getItem('userToken')).toBe('token-abc');
  });

  it('keeps the dialog open with the refusal of a wrong current password, and checks the confirmation', async () => {
    const { user, api } = renderSignedIn('/settings', {
      ...handlers,
      [apiCall('usersChangePassword')]: () =>
        json({ success: false, message: 'Senha atual incorreta.' }, 403),
    });
    await user.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    await user.type(within(dialog).getByLabelText('Senha atual'), 'errada-1');
    await user.type(within(dialog).getByLabelText('Nova senha'), 'nova-senha-9');
    await user.type(within(dialog).getByLabelText('Confirme a nova senha'), 'outra-senha-9');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar nova senha' }));
    expect(await within(dialog).findByText('* As senhas não coincidem')).toBeInTheDocument();
    expect(api.to(apiCall('usersChangePassword'))).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Confirme a nova senha'));
    await user.type(within(dialog).getByLabelText('Confirme a nova senha'), 'nova-senha-9');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar nova senha' }));
    expect(await within(dialog).findByText('Senha atual incorreta.')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('userToken')).toBe('token-abc'));
  });

  it("has 'Sair', which ends the session", async () => {
    const { user, api } = renderSignedIn('/settings', {
      ...handlers,
      [apiCall('usersLogout')]: () => json({ success: true, message: 'Logout realizado com sucesso.' }),
    });
    const section = await screen.findByRole('region', { name: 'Acesso à conta' });
    await user.click(within(section).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(api.to(apiCall('usersLogout'))).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
  });
});
