import { GUEST_LIST_MESSAGES } from '@celebra/shared/messages';
import type { TEventSettings, TNotificationPreferences } from '@celebra/shared/models';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../test/render';

const settings: TEventSettings = {
  showGiftList: true,
  showGuestMessages: true,
  showEventInfo: false,
  allowGuestConfirmation: true,
  guestCoversFeeByDefault: true,
  allowSearchEngines: false,
  slug: 'ana-e-joao',
  hasPassword: false,
};

const preferences: TNotificationPreferences = {
  notifyGifts: true,
  notifyMessages: true,
  notifyConfirmations: true,
  notifyDailySummary: false,
};

const notificationHandlers = (stored = preferences) => ({
  [apiCall('usersGetNotifications')]: () => json(ok({ preferences: stored })),
  [apiCall('usersUpdateNotifications')]: (request: { body: unknown }) =>
    json({ success: true, message: GUEST_LIST_MESSAGES.notificationsSaved, preferences: request.body }),
});

const handlers = (canSetPassword = true, stored = settings) => ({
  ...notificationHandlers(),
  [apiCall('usersGetSettings', { eventId: 7 })]: () => json(ok({ settings: stored, canSetPassword })),
  [apiCall('usersUpdateSettings', { eventId: 7 })]: (request: { body: unknown }) => {
    const { password, ...body } = request.body as { password?: string | null };
    const hasPassword = password === undefined ? stored.hasPassword : password !== null;
    return json(ok({ settings: { ...body, hasPassword } }));
  },
});

describe('Configurações do Site', () => {
  it('shows the switches, the link and the password', async () => {
    renderSignedIn('/settings', handlers());
    expect(await screen.findByLabelText('Mostrar a lista de presentes')).toBeChecked();
    expect(screen.getByLabelText('Mostrar as informações do evento')).not.toBeChecked();
    expect(screen.getByLabelText('Link do evento')).toHaveValue('ana-e-joao');
    expect(screen.getByLabelText('Senha do site')).toHaveValue('');
  });

  it("a blank link and a short password are refused with 'Atenção!'", async () => {
    const { user, api } = renderSignedIn('/settings', handlers());
    await user.clear(await screen.findByLabelText('Link do evento'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Atenção!')).toBeInTheDocument();
    expect(within(dialog).getByText('O link do evento não pode ser vazio.')).toBeInTheDocument();
    await closeAlert(user);
    await user.type(screen.getByLabelText('Link do evento'), 'Ana-E-Joao');
    expect(screen.getByLabelText('Link do evento')).toHaveValue('ana-e-joao');
    await user.type(screen.getByLabelText('Senha do site'), '12345');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText('A senha deve ter pelo menos 6 caracteres.'),
    ).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateSettings', { eventId: 7 }))).toHaveLength(0);
  });

  it('saves the settings', async () => {
    const { user, api } = renderSignedIn('/settings', handlers());
    await user.click(await screen.findByLabelText('Mostrar as informações do evento'));
    await user.click(screen.getByLabelText('Permitir a confirmação de presença'));
    const slug = screen.getByLabelText('Link do evento');
    await user.clear(slug);
    await user.type(slug, 'ana-joao-2031');
    await user.type(screen.getByLabelText('Senha do site'), 'segredo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações do evento salvas com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateSettings', { eventId: 7 }))[0]?.body).toEqual({
      showGiftList: true,
      showGuestMessages: true,
      showEventInfo: true,
      allowGuestConfirmation: false,
      guestCoversFeeByDefault: true,
      allowSearchEngines: false,
      slug: 'ana-joao-2031',
      password: 'segredo',
    });
  });

  it("saves the host's choice of the guest covering the platform's fee, explained beside the switch", async () => {
    const { user, api } = renderSignedIn('/settings', handlers());
    const feeSwitch = await screen.findByRole('switch', { name: 'Convidado paga a taxa da plataforma' });
    expect(feeSwitch).toBeChecked();
    expect(feeSwitch).toHaveAccessibleDescription(
      'Ligado, a opção de o convidado pagar a taxa já vem marcada no carrinho e você recebe o valor integral dos presentes; o convidado pode desmarcá-la.',
    );

    await user.click(feeSwitch);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Configurações do evento salvas com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateSettings', { eventId: 7 }))[0]?.body).toMatchObject({
      guestCoversFeeByDefault: false,
    });
  });

  it('shows the switch off when the host turned it off', async () => {
    renderSignedIn('/settings', handlers(true, { ...settings, guestCoversFeeByDefault: false }));
    expect(
      await screen.findByRole('switch', { name: 'Convidado paga a taxa da plataforma' }),
    ).not.toBeChecked();
  });

  it('lets the host open the site to search engines, off by default and explained beside the switch', async () => {
    const { user, api } = renderSignedIn('/settings', handlers());
    const searchSwitch = await screen.findByRole('switch', {
      name: 'Permitir que buscadores encontrem o site',
    });
    expect(searchSwitch).not.toBeChecked();
    expect(searchSwitch).toHaveAccessibleDescription(
      'Desligado, o site não aparece no Google e em outros buscadores; só quem tem o link chega até ele.',
    );

    await user.click(searchSwitch);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Configurações do evento salvas com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateSettings', { eventId: 7 }))[0]?.body).toMatchObject({
      allowSearchEngines: true,
    });
  });

  it('shows the search engines switch on when the host turned it on', async () => {
    renderSignedIn('/settings', handlers(true, { ...settings, allowSearchEngines: true }));
    expect(
      await screen.findByRole('switch', { name: 'Permitir que buscadores encontrem o site' }),
    ).toBeChecked();
  });

  it("a failed save says 'Erro ao salvar configurações do evento.'", async () => {
    const { user } = renderSignedIn('/settings', {
      ...handlers(),
      [apiCall('usersUpdateSettings', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar configurações do evento.')).toBeInTheDocument();
  });

  it("a failed load says 'Erro ao recuperar configurações do evento.'", async () => {
    renderSignedIn('/settings', {
      ...notificationHandlers(),
      [apiCall('usersGetSettings', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Erro ao recuperar configurações do evento.')).toBeInTheDocument();
  });

  it('without the Senha no Site service, the password field is off and says where to get it', async () => {
    const { user } = renderSignedIn('/settings', handlers(false));
    const field = await screen.findByLabelText('Senha do site');
    expect(field).toBeDisabled();
    expect(
      screen.getByText(/Contrate o serviço Senha no Site para proteger o site com senha\./),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ver Pacote de Serviços' });
    expect(link).toHaveAttribute('href', '/service-package');
    await user.click(link);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/service-package'));
  });

  it('a password the site has is never shown: the screen says one is set, a blank field keeps it', async () => {
    const { user, api } = renderSignedIn('/settings', handlers(true, { ...settings, hasPassword: true }));
    expect(await screen.findByText('O site está protegido por uma senha.')).toBeInTheDocument();
    const field = screen.getByLabelText('Nova senha do site');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('type', 'password');
    expect(
      screen.getByText('Deixe em branco para manter a senha atual, ou digite uma nova para trocá-la.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações do evento salvas com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateSettings', { eventId: 7 }))[0]?.body).not.toHaveProperty('password');
    await closeAlert(user);

    await user.type(screen.getByLabelText('Nova senha do site'), 'nova-senha');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.to(apiCall('usersUpdateSettings', { eventId: 7 }))).toHaveLength(2));
    expect(api.to(apiCall('usersUpdateSettings', { eventId: 7 }))[1]?.body).toMatchObject({
      password: 'nova-senha',
    });
  });

  it('without the service, a password the site has can stay or be removed, not changed', async () => {
    const { user, api } = renderSignedIn('/settings', handlers(false, { ...settings, hasPassword: true }));
    const field = await screen.findByLabelText('Nova senha do site');
    expect(field).toBeDisabled();
    expect(screen.getByText(/você pode manter ou remover esta senha, mas não trocá-la/)).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Remover a senha (site aberto)' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações do evento salvas com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateSettings', { eventId: 7 }))[0]?.body).toMatchObject({ password: null });
    await closeAlert(user);
    // The site is open now: the screen says so.
    expect(screen.queryByText('O site está protegido por uma senha.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Senha do site')).toBeDisabled();
  });
});

describe("'E-mails que você recebe'", () => {
  const section = async () => screen.findByRole('region', { name: 'E-mails que você recebe' });

  it("shows the host's four choices as stored", async () => {
    renderSignedIn('/settings', {
      ...handlers(),
      ...notificationHandlers({ ...preferences, notifyMessages: false, notifyDailySummary: true }),
    });
    const emails = await section();
    expect(await within(emails).findByRole('switch', { name: 'Cada presente recebido' })).toBeChecked();
    expect(within(emails).getByRole('switch', { name: 'Cada recado' })).not.toBeChecked();
    expect(within(emails).getByRole('switch', { name: 'Cada confirmação de presença' })).toBeChecked();
    expect(
      within(emails).getByRole('switch', { name: 'Resumo diário (um e-mail por dia com as novidades)' }),
    ).toBeChecked();
  });

  it('saves the switches as toggled and says so', async () => {
    const { user, api } = renderSignedIn('/settings', handlers());
    const emails = await section();
    await user.click(await within(emails).findByRole('switch', { name: 'Cada presente recebido' }));
    await user.click(
      within(emails).getByRole('switch', { name: 'Resumo diário (um e-mail por dia com as novidades)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preferências de e-mail salvas com sucesso.')).toBeInTheDocument();
    const sent = api.to(apiCall('usersUpdateNotifications'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      notifyGifts: false,
      notifyMessages: true,
      notifyConfirmations: true,
      notifyDailySummary: true,
    });
    // Only what changed is sent: the event's settings were not touched.
    expect(api.to(apiCall('usersUpdateSettings', { eventId: 7 }))).toHaveLength(0);
    await closeAlert(user);
    expect(within(emails).getByRole('switch', { name: 'Cada presente recebido' })).not.toBeChecked();
  });

  it("a failed save shows the server's message and keeps the choice on the screen", async () => {
    const { user } = renderSignedIn('/settings', {
      ...handlers(),
      [apiCall('usersUpdateNotifications')]: () =>
        json({ success: false, message: 'Muitas tentativas. Tente novamente mais tarde.' }, 429),
    });
    const emails = await section();
    await user.click(await within(emails).findByRole('switch', { name: 'Cada recado' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText(
        'Muitas tentativas. Tente novamente mais tarde.',
      ),
    ).toBeInTheDocument();
    await closeAlert(user);
    expect(within(emails).getByRole('switch', { name: 'Cada recado' })).not.toBeChecked();
  });

  it("a failed save without a message says 'Erro ao salvar as preferências de e-mail.'", async () => {
    const { user } = renderSignedIn('/settings', {
      ...handlers(),
      [apiCall('usersUpdateNotifications')]: () => new Response('', { status: 500 }),
    });
    const emails = await section();
    await user.click(await within(emails).findByRole('switch', { name: 'Cada recado' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar as preferências de e-mail.')).toBeInTheDocument();
  });

  it("a failed load says 'Erro ao recuperar as preferências de e-mail.' and shows no switch", async () => {
    renderSignedIn('/settings', {
      ...handlers(),
      [apiCall('usersGetNotifications')]: () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Erro ao recuperar as preferências de e-mail.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Cada recado' })).not.toBeInTheDocument();
  });
});

describe('one save for the whole page', () => {
  const dailySummary = 'Resumo diário (um e-mail por dia com as novidades)';

  it("turning on 'Resumo diário' and pressing the page's only 'Salvar' saves it", async () => {
    const { user, api } = renderSignedIn('/settings', handlers());
    await user.click(await screen.findByRole('switch', { name: dailySummary }));
    expect(screen.getAllByRole('button', { name: /^Salvar/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preferências de e-mail salvas com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateNotifications'))[0]?.body).toMatchObject({ notifyDailySummary: true });
  });

  it('a site switch and an e-mail switch changed together are both saved by one press', async () => {
    const { user, api } = renderSignedIn('/settings', handlers());
    await user.click(await screen.findByLabelText('Mostrar as informações do evento'));
    await user.click(screen.getByRole('switch', { name: dailySummary }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Configurações do evento salvas com sucesso\./)).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateSettings', { eventId: 7 }))[0]?.body).toMatchObject({
      showEventInfo: true,
    });
    expect(api.to(apiCall('usersUpdateNotifications'))[0]?.body).toMatchObject({ notifyDailySummary: true });
  });

  it('leaving with a switch changed and not saved asks first; Cancelar stays with the change, confirming leaves', async () => {
    const { user } = renderSignedIn('/settings', handlers());
    await user.click(await screen.findByRole('switch', { name: dailySummary }));
    await user.click(screen.getByRole('link', { name: 'Recados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterações não salvas' });
    expect(
      within(dialog).getByText(
        'Há alterações nesta página que não foram salvas. Se sair agora, elas serão perdidas.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('path')).toHaveTextContent('/settings');
    expect(screen.getByRole('switch', { name: dailySummary })).toBeChecked();

    await user.click(screen.getByRole('link', { name: 'Recados' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Alterações não salvas' })).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/messages'));
  });

  it('a page without changes, or with its changes saved, is left without a question', async () => {
    const { user } = renderSignedIn('/settings', {
      ...handlers(),
      [apiCall('usersListMessages', { eventId: 7 })]: () => json(ok({ messages: [] })),
    });
    await screen.findByRole('switch', { name: dailySummary });
    await user.click(screen.getByRole('link', { name: 'Recados' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/messages'));
    expect(screen.queryByRole('dialog', { name: 'Alterações não salvas' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Início' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/home'));
  });

  it('after a save the page is clean again: leaving asks nothing', async () => {
    const { user } = renderSignedIn('/settings', handlers());
    await user.click(await screen.findByRole('switch', { name: dailySummary }));
    await user.click(screen.getByLabelText('Mostrar as informações do evento'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText(/Preferências de e-mail salvas com sucesso\./);
    await closeAlert(user);
    await user.click(screen.getByRole('link', { name: 'Recados' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/messages'));
    expect(screen.queryByRole('dialog', { name: 'Alterações não salvas' })).not.toBeInTheDocument();
  });
});
