import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall, json } from '../../../test/api-mock';
import { ok } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';

const baseHandlers = {
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
  [apiCall('usersGetSettings', { eventId: 7 })]: () =>
    json(
      ok({
        settings: {
          showGiftList: true,
          showGuestMessages: true,
          showEventInfo: true,
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

const zip = () =>
  new Response(new Uint8Array([80, 75, 5, 6]), { headers: { 'Content-Type': 'application/zip' } });

async function openDialog(name: string, handlers: Record<string, () => Response>) {
  const rendered = renderSignedIn('/settings', { ...baseHandlers, ...handlers });
  const section = await screen.findByRole('region', { name: 'Seus dados' });
  await rendered.user.click(within(section).getByRole('button', { name }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name }) };
}

describe('Seus dados: Baixar meus dados', () => {
  it('asks the password, waits for the file and saves the zip', async () => {
    const { user, api, dialog } = await openDialog('Baixar meus dados', {
      [apiCall('usersExportAccountData')]: zip,
    });
    await user.type(within(dialog).getByLabelText('Senha da conta'), 'minha-senha');
    await user.click(within(dialog).getByRole('button', { name: 'Baixar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(apiCall('usersExportAccountData'))[0]?.body).toEqual({ password: 'minha-senha' });
    const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 5, 6]));
  });

  it('shows a wrong password inside the dialog', async () => {
    const { user, dialog } = await openDialog('Baixar meus dados', {
      [apiCall('usersExportAccountData')]: () =>
        json({ success: false, message: 'Senha da conta incorreta.' }, 403),
    });
    await user.type(within(dialog).getByLabelText('Senha da conta'), 'errada');
    await user.click(within(dialog).getByRole('button', { name: 'Baixar' }));

    expect(await within(dialog).findByText('Senha da conta incorreta.')).toBeInTheDocument();
  });
});

describe('Seus dados: Excluir minha conta', () => {
  it('explains what is kept and deletes only once EXCLUIR is typed', async () => {
    const { user, api, dialog } = await openDialog('Excluir minha conta', {
      [apiCall('usersDeleteAccount')]: () => json({ success: true, message: 'Sua conta foi excluída.' }),
    });
    expect(within(dialog).getByText(/guardamos os registros financeiros/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Excluir minha conta' });
    await user.type(within(dialog).getByLabelText('Senha da conta'), 'minha-senha');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'EXCLUIR');
    await user.click(confirm);

    await waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
    expect(api.to(apiCall('usersDeleteAccount'))[0]?.body).toEqual({
      password: 'minha-senha',
      confirmation: 'EXCLUIR',
    });
  });

  it('takes the word in any case: excluir', async () => {
    const { user, api, dialog } = await openDialog('Excluir minha conta', {
      [apiCall('usersDeleteAccount')]: () => json({ success: true, message: 'Sua conta foi excluída.' }),
    });
    await user.type(within(dialog).getByLabelText('Senha da conta'), 'minha-senha');
    await user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'excluir');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));

    await waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
    expect(api.to(apiCall('usersDeleteAccount'))[0]?.body).toEqual({
      password: 'minha-senha',
      confirmation: 'EXCLUIR',
    });
  });

  it('shows why the deletion was refused, and keeps the session', async () => {
    const refusal =
      'Você ainda tem R$ 150,00 disponíveis ou a receber. Solicite o saque e aguarde a conclusão antes de excluir a conta.';
    const { user, dialog } = await openDialog('Excluir minha conta', {
      [apiCall('usersDeleteAccount')]: () => json({ success: false, message: refusal }, 409),
    });
    await user.type(within(dialog).getByLabelText('Senha da conta'), 'minha-senha');
    await user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'EXCLUIR');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));

    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBe('token-abc');
  });
});
