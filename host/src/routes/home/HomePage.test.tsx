import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall, deferred, json, mockApi } from '../../test/api-mock';
import { hostEvent, meAnswer, ok } from '../../test/fixtures';
import { closeAlert, renderApp, signIn } from '../../test/render';
import { setViewport } from '../../test/setup';

const service = (id: number, name: string, price: number) => ({
  id,
  name,
  description: `Descrição de ${name}`,
  price,
  type: 'EXTRA',
  active: true,
  quantity: 1,
});

function mockHome() {
  signIn();
  return mockApi({
    [apiCall('usersMe')]: () => json(meAnswer()),
    [apiCall('usersDashboard', { eventId: 7 })]: () =>
      json(ok({ totals: { guests: 12, messages: 5, payout: 1 } })),
    [apiCall('usersListEventServices', { eventId: 7 })]: () =>
      json(ok({ services: { default: [], turbo: [service(9, 'Vídeo na galeria', 29.9)], contracted: [] } })),
  });
}

describe('dashboard home', () => {
  it('shows the event, the counters, the cards, the turbo services and no top bar', async () => {
    mockHome();
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Casamento de Ana e João' })).toBeInTheDocument();
    expect(screen.getByText('Vamos celebrar juntos')).toBeInTheDocument();
    const counters = screen.getByRole('region', { name: 'Números do evento' });
    await waitFor(() => expect(within(counters).getByText('12')).toBeInTheDocument());
    expect(within(counters).getByText('Pessoas confirmadas')).toBeInTheDocument();
    expect(within(counters).getByText('5')).toBeInTheDocument();
    expect(within(counters).getByText('Recados recebidos')).toBeInTheDocument();
    expect(within(counters).getByText('1')).toBeInTheDocument();
    expect(within(counters).getByText('Solicitações de repasse')).toBeInTheDocument();

    const cards = screen.getByRole('navigation', { name: 'Personalize seu site' });
    const links = within(cards).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Cores e Textos',
      'Galeria de Fotos e Vídeos',
      'Informações do Evento',
      'Lista de Presentes',
      'Entrega dos Presentes',
      'Pacote de Serviços',
      'Configurações do Site',
    ]);
    expect(within(cards).getByRole('button', { name: 'Compartilhar o Seu Site' })).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: 'Cores e Textos' })).toHaveAttribute('href', '/custom');
    expect(within(cards).getByRole('link', { name: 'Configurações do Site' })).toHaveAttribute(
      'href',
      '/settings',
    );

    expect(await screen.findByText('Vídeo na galeria')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /29,90/ })).toHaveAttribute('href', '/service-package');
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
  });

  it("'Visitar meu site' points at the site host plus the slug", async () => {
    mockHome();
    renderApp('/home');
    const visit = await screen.findByRole('link', { name: 'Visitar meu site' });
    const expected = `${window.location.protocol}//site.${window.location.host}/ana-e-joao`;
    expect(visit).toHaveAttribute('href', expected);
  });

  it('uploads a new banner with progress and shows it', async () => {
    const api = mockHome();
    const answer = deferred<Response>();
    api.set({ [apiCall('usersUploadEventImage', { eventId: 7, kind: 'banner' })]: () => answer.promise });
    const { user } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Casamento de Ana e João' });
    const image = new File(['png'], 'capa.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('Alterar capa-input'), image);
    const progress = await screen.findByRole('progressbar', { name: 'Enviando capa' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    answer.resolve(json(ok({ bannerUrl: '/media/new-banner.jpg', avatarUrl: hostEvent.avatarUrl })));
    expect(await screen.findByText('Imagem atualizada!')).toBeInTheDocument();
    await closeAlert(user);
    const [upload] = api.to(apiCall('usersUploadEventImage', { eventId: 7, kind: 'banner' }));
    expect(upload?.form?.get('file')).toBeInstanceOf(File);
    expect(upload?.headers.get('X-User-Id')).toBe('3');
    await waitFor(() =>
      expect(getComputedStyle(screen.getByRole('img', { name: 'Capa do evento' })).backgroundImage).toContain(
        '/media/new-banner.jpg',
      ),
    );
  });

  it("refuses a file that is not an image ('Por favor, selecione um arquivo de imagem.')", async () => {
    const api = mockHome();
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Casamento de Ana e João' });
    const pdf = new File(['%PDF'], 'convite.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('Alterar foto-input'), { target: { files: [pdf] } });
    expect(await screen.findByText('Por favor, selecione um arquivo de imagem.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUploadEventImage', { eventId: 7, kind: 'avatar' }))).toHaveLength(0);
  });

  it("a failed upload says 'Erro ao realizar o upload da imagem.'", async () => {
    const api = mockHome();
    api.set({
      [apiCall('usersUploadEventImage', { eventId: 7, kind: 'avatar' })]: () =>
        new Response('', { status: 500 }),
    });
    const { user } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Casamento de Ana e João' });
    await user.upload(
      screen.getByTestId('Alterar foto-input'),
      new File(['x'], 'eu.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Erro ao realizar o upload da imagem.')).toBeInTheDocument();
  });

  it('the side menu leads to gifts received, confirmations, messages and logout', async () => {
    mockHome();
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/gifts-received',
      '/confirmations',
      '/messages',
      '/logout',
    ]);
  });

  it('logout ends the session on the server, removes the stored token and id, then reloads', async () => {
    const api = mockHome();
    api.set({ [apiCall('usersLogout')]: () => json(ok({ message: 'Logout realizado com sucesso.' })) });
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const { user } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Casamento de Ana e João' });
    // 'Sair' is in the side menu (and the settings' 'Acesso à conta'), not one tap away below.
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Sair' }),
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    const [logout] = api.to(apiCall('usersLogout'));
    expect(logout?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(logout?.headers.get('X-User-Id')).toBe('3');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it("the side menu's 'Sair' (/logout) ends the session on the server too", async () => {
    const api = mockHome();
    api.set({ [apiCall('usersLogout')]: () => json(ok({ message: 'Logout realizado com sucesso.' })) });
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Sair' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(api.to(apiCall('usersLogout'))).toHaveLength(1);
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('logout still signs out here when the server cannot be reached', async () => {
    const api = mockHome();
    api.set({
      [apiCall('usersLogout')]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const { user } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Casamento de Ana e João' });
    // 'Sair' is in the side menu (and the settings' 'Acesso à conta'), not one tap away below.
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Sair' }),
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(api.to(apiCall('usersLogout'))).toHaveLength(1);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('the bottom bar shows below 1024 px only', async () => {
    mockHome();
    setViewport(1280);
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Casamento de Ana e João' });
    expect(screen.queryByRole('navigation', { name: 'Atalhos' })).not.toBeInTheDocument();
  });

  it('every other page has the top bar with the back arrow', async () => {
    const api = mockHome();
    api.set({ [apiCall('usersListMessages', { eventId: 7 })]: () => json(ok({ messages: [] })) });
    const { user } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Casamento de Ana e João' });
    await user.click(screen.getByRole('link', { name: 'Recados' }));
    expect(await screen.findByRole('heading', { name: 'Recados' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Casamento de Ana e João' })).toBeInTheDocument();
  });
});
