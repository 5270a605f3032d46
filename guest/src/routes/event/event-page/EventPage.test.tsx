import { DEFAULT_WELCOME_TEXT, DEFAULT_WELCOME_TITLE } from '@celebra/shared/format';
import type { TPublicEventSections } from '@celebra/shared/models';
import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall, deferred, json, mockApi } from '../../../test/api-mock';
import { eventAnswer, makeEvent } from '../../../test/fixtures';
import { findEventPage, renderApp } from '../../../test/render';

const GET_EVENT = apiCall('guestsGetEvent', { slug: 'ana-e-pedro' });

describe('page states', () => {
  it('shows the loading state while the event is on its way, then the event', async () => {
    const answer = deferred<Response>();
    mockApi({ [GET_EVENT]: () => answer.promise });
    renderApp('/ana-e-pedro');
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
    answer.resolve(json(eventAnswer()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana & Pedro' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando' })).not.toBeInTheDocument();
    // The title is set by an effect after the paint: wait for it rather than race it.
    await waitFor(() => expect(document.title).toBe('Ana & Pedro'));
  });

  it('shows a spinner only when the wait is a real one (a fast answer shows the site at once)', async () => {
    mockApi({ [GET_EVENT]: () => new Promise<Response>(() => {}) });
    renderApp('/ana-e-pedro');
    const status = screen.getByRole('status', { name: 'Carregando' });
    expect(within(status).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      await within(status).findByRole('progressbar', { name: 'Carregando o evento' }),
    ).toBeInTheDocument();
  });

  it('takes the slug from the first path segment', async () => {
    const api = mockApi({ [GET_EVENT]: () => json(eventAnswer()) });
    renderApp('/ana-e-pedro/qualquer/coisa');
    await screen.findByRole('heading', { level: 1, name: 'Ana & Pedro' });
    expect(api.to(GET_EVENT)).toHaveLength(1);
  });

  it('a 404 is the not-found page', async () => {
    mockApi({ [GET_EVENT]: () => json({ success: false, message: 'Evento não encontrado.' }, 404) });
    renderApp('/ana-e-pedro');
    expect(await screen.findByRole('heading', { name: 'Evento não encontrado!' })).toBeInTheDocument();
  });

  it('the empty route has no event: not found, without asking the server', async () => {
    const api = mockApi({});
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Evento não encontrado!' })).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('any other failure is the error page, whose button starts again', async () => {
    expectConsoleError('Erro ao carregar o evento.');
    let calls = 0;
    mockApi({
      [GET_EVENT]: () => {
        calls += 1;
        return calls === 1 ? json({ success: false, message: 'Falhou.' }, 500) : json(eventAnswer());
      },
    });
    const { user } = renderApp('/ana-e-pedro/presentes');
    expect(await screen.findByRole('heading', { name: 'Erro ao carregar o evento.' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Erro ao carregar o evento.', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana & Pedro' })).toBeInTheDocument();
  });

  it('a network failure is the error page too', async () => {
    expectConsoleError('Erro ao carregar o evento.');
    mockApi({
      [GET_EVENT]: () => {
        throw new TypeError('fetch failed');
      },
    });
    renderApp('/ana-e-pedro');
    expect(await screen.findByText('Erro ao carregar o evento.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar ao início' })).toBeInTheDocument();
  });
});

describe('the ready page', () => {
  it('shows banner, avatar, title, subtitle, the intro with its line breaks and the gallery', async () => {
    const event = makeEvent({ description: 'Primeira linha\nSegunda <b>linha</b>' });
    mockApi({ [GET_EVENT]: () => json(eventAnswer(event)) });
    renderApp('/ana-e-pedro');
    await findEventPage();
    expect(screen.getByText('Vamos nos casar!')).toBeInTheDocument();
    // The banner: the server's resized variant as it comes, the one image fetched first.
    const banner = document.querySelector('img[fetchpriority="high"]');
    expect(banner).toHaveAttribute('src', '/media/banner-1600.webp');
    expect(banner).toHaveAttribute('width');
    expect(screen.getByRole('img', { name: 'Foto de Ana & Pedro' })).toHaveAttribute(
      'src',
      '/media/avatar.webp',
    );

    const intro = screen.getByRole('article');
    expect(within(intro).getByRole('heading', { name: 'Nossa história' })).toBeInTheDocument();
    // Text, never HTML: the tag is shown as typed, the newline kept for `white-space: pre-line`.
    const text = within(intro).getByText(/Primeira linha/);
    expect(text.textContent).toBe('Primeira linha\nSegunda <b>linha</b>');
    expect(text.querySelector('b')).toBeNull();

    const gallery = screen.getByRole('region', { name: 'Galeria de fotos e vídeos' });
    expect(within(gallery).getByRole('img', { name: 'Foto 1' })).toHaveAttribute('loading', 'lazy');
    // A video by its type, and by its extension whatever its type says.
    expect(gallery.querySelectorAll('video')).toHaveLength(2);
  });

  it('uses the default welcome when the event has no description', async () => {
    mockApi({
      [GET_EVENT]: () => json(eventAnswer(makeEvent({ titleDescription: null, description: '  ' }))),
    });
    renderApp('/ana-e-pedro');
    expect(await screen.findByRole('heading', { name: DEFAULT_WELCOME_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/Que alegria ter você aqui!/).textContent).toBe(DEFAULT_WELCOME_TEXT);
  });

  it('lists the gifts with their final prices in BRL', async () => {
    mockApi({ [GET_EVENT]: () => json(eventAnswer()) });
    renderApp('/ana-e-pedro');
    const list = await screen.findByRole('region', { name: 'Lista de Presentes' });
    expect(within(list).getByText('Cafeteira Expresso')).toBeInTheDocument();
    expect(within(list).getByText('R$ 450,50')).toBeInTheDocument();
    expect(within(list).getByText('R$ 120,00')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /Adicionar .* ao carrinho/ })).toHaveLength(2);
  });

  it('shows the in-person information: date, times, place, CEP and the directions', async () => {
    const api = mockApi({ [GET_EVENT]: () => json(eventAnswer()) });
    renderApp('/ana-e-pedro');
    const info = await screen.findByRole('region', { name: 'Informações do Evento' });
    expect(within(info).getByText('14/03/2026')).toBeInTheDocument();
    expect(within(info).getByText('16:00 às 23:30')).toBeInTheDocument();
    expect(within(info).getByText('Espaço Jardim')).toBeInTheDocument();
    expect(within(info).getByText('01310-100')).toBeInTheDocument();
    expect(within(info).getAllByText('Avenida Paulista, 1000, São Paulo - SP').length).toBeGreaterThan(0);
    // Without map tiles configured there is no map to place, so no geocoding call.
    expect(within(info).getByRole('link', { name: 'Google Maps' })).toHaveAttribute('target', '_blank');
    expect(api.sent.some((request) => request.path.startsWith('/api/geo'))).toBe(false);
  });

  it('shows the virtual information, and A definir for what is not set', async () => {
    const inPerson = makeEvent().details;
    if (!inPerson) throw new Error('The fixture has details.');
    const event = makeEvent({
      details: {
        ...inPerson,
        eventDate: null,
        startTime: null,
        endTime: null,
        eventType: 'virtual',
        transmission: 'YouTube',
        transmissionLink: 'https://youtube.example/live',
        transmissionPassword: 'amor2026',
      },
    });
    mockApi({ [GET_EVENT]: () => json(eventAnswer(event)) });
    renderApp('/ana-e-pedro');
    const info = await screen.findByRole('region', { name: 'Informações do Evento' });
    expect(within(info).getAllByText('A definir')).toHaveLength(2);
    expect(within(info).getByText('YouTube')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'https://youtube.example/live' })).toBeInTheDocument();
    expect(within(info).getByText('amor2026')).toBeInTheDocument();
    expect(within(info).queryByText('Espaço Jardim')).not.toBeInTheDocument();
  });

  it('shows a transmission link saved before links had to be http(s) as text, never as a link', async () => {
    const inPerson = makeEvent().details;
    if (!inPerson) throw new Error('The fixture has details.');
    const event = makeEvent({
      details: {
        ...inPerson,
        eventDate: null,
        startTime: null,
        endTime: null,
        eventType: 'virtual',
        transmission: 'YouTube',
        transmissionLink: 'javascript:alert(document.cookie)',
        transmissionPassword: 'amor2026',
      },
    });
    mockApi({ [GET_EVENT]: () => json(eventAnswer(event)) });
    renderApp('/ana-e-pedro');
    const info = await screen.findByRole('region', { name: 'Informações do Evento' });
    expect(within(info).getAllByText('A definir')).toHaveLength(2);
    expect(within(info).getByText('YouTube')).toBeInTheDocument();
    expect(within(info).getByText('javascript:alert(document.cookie)')).toBeInTheDocument();
    expect(within(info).queryByRole('link')).not.toBeInTheDocument();
    expect(within(info).getByText('amor2026')).toBeInTheDocument();
    expect(within(info).queryByText('Espaço Jardim')).not.toBeInTheDocument();
  });

  it('has the Ambiente seguro footer and a side menu that scrolls to the sections', async () => {
    mockApi({ [GET_EVENT]: () => json(eventAnswer()) });
    const { user } = renderApp('/ana-e-pedro');
    await findEventPage();
    expect(screen.getByText('Ambiente seguro')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Seções do site' });
    const entries = within(menu)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter(Boolean);
    expect(entries).toEqual(['Lista de Presentes', 'Confirmação', 'Recadinhos']);
    const section = document.getElementById('confirmacao');
    if (!section) throw new Error('No confirmation section.');
    const scrolled = new Promise<void>((resolve) => {
      section.scrollIntoView = () => resolve();
    });
    await user.click(within(menu).getByRole('button', { name: 'Confirmação' }));
    await scrolled;
  });
});

describe('settings hide sections', () => {
  const cases: [keyof TPublicEventSections, string, string | null][] = [
    ['showGiftList', 'Lista de Presentes', 'Lista de Presentes'],
    ['showGuestMessages', 'Recadinhos', 'Recadinhos'],
    ['showEventInfo', 'Informações do Evento', null],
    ['allowGuestConfirmation', 'Confirmação de Presença', 'Confirmação'],
  ];

  it.each(cases)('%s: false hides %s', async (setting, title, menuEntry) => {
    const event = makeEvent();
    event.settings = { ...event.settings, [setting]: false };
    mockApi({ [GET_EVENT]: () => json(eventAnswer(event)) });
    const { user } = renderApp('/ana-e-pedro');
    await findEventPage();
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    for (const [other, otherTitle] of cases) {
      if (other !== setting) expect(screen.getByRole('region', { name: otherTitle })).toBeInTheDocument();
    }
    if (setting === 'showGiftList') {
      expect(screen.queryByRole('button', { name: /Carrinho/ })).not.toBeInTheDocument();
    }
    if (menuEntry) {
      await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
      const menu = await screen.findByRole('navigation', { name: 'Seções do site' });
      expect(within(menu).queryByRole('button', { name: menuEntry })).not.toBeInTheDocument();
    }
  });
});

describe('a site with a password', () => {
  it('asks for it, says when it is wrong, and shows the site with the right one', async () => {
    const api = mockApi({
      [GET_EVENT]: ({ query }) => {
        const password = query.get('password');
        if (!password) return json({ success: false, message: 'Este site é protegido por senha.' }, 401);
        if (password !== 'segredo') return json({ success: false, message: 'Senha incorreta.' }, 401);
        return json(eventAnswer());
      },
    });
    const { user } = renderApp('/ana-e-pedro');
    const field = await screen.findByLabelText(/Senha do site/);
    expect(screen.queryByRole('heading', { name: 'Ana & Pedro' })).not.toBeInTheDocument();

    await user.type(field, 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Senha incorreta.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'segredo');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana & Pedro' })).toBeInTheDocument();
    expect(api.to(GET_EVENT).map((request) => request.query.get('password'))).toEqual([
      null,
      'errada',
      'segredo',
    ]);
  });

  it('sends the password with the message, the confirmation and the purchase once it opened the site', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const api = mockApi({
      [GET_EVENT]: ({ query }) =>
        query.get('password') === 'segredo'
          ? json(eventAnswer())
          : json({ success: false, message: 'Este site é protegido por senha.' }, 401),
      [apiCall('guestsSendMessage', { eventId: 7 })]: () =>
        json({ success: true, message: 'Recado enviado.' }),
      [apiCall('guestsConfirmPresence', { eventId: 7 })]: () =>
        json({
          success: true,
          message: 'Presença confirmada.',
          updated: false,
          summary: 'Você confirmou presença, sem acompanhantes.',
        }),
      [apiCall('guestsPurchase')]: () =>
        json({ success: true, message: 'ok', paymentLink: 'https://pagamento.example/checkout/abc' }),
    });
    const { user } = renderApp('/ana-e-pedro');
    await user.type(await screen.findByLabelText(/Senha do site/), 'segredo');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { level: 1, name: 'Ana & Pedro' });

    const messageForm = await screen.findByRole('form', { name: 'Enviar recado' });
    await user.type(within(messageForm).getByRole('textbox', { name: /^Nome/ }), 'Bia');
    await user.type(within(messageForm).getByRole('textbox', { name: /^Sobrenome/ }), 'Reis');
    await user.type(within(messageForm).getByRole('textbox', { name: /^E-mail/ }), 'b@ab.co');
    await user.type(within(messageForm).getByRole('textbox', { name: /^Mensagem/ }), 'Oi');
    await user.click(within(messageForm).getByRole('button', { name: 'Enviar recado' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const presenceForm = await screen.findByRole('form', { name: 'Confirmar presença' });
    // The name and e-mail typed in the message are offered again on this device.
    expect(within(presenceForm).getByRole('textbox', { name: /^Nome/ })).toHaveValue('Bia');
    expect(within(presenceForm).getByRole('textbox', { name: /^E-mail/ })).toHaveValue('b@ab.co');
    await user.type(within(presenceForm).getByRole('textbox', { name: /^Telefone/ }), '11982345678');
    await user.click(within(presenceForm).getByRole('button', { name: 'Confirmar presença' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
    const cart = await screen.findByRole('dialog', { name: 'Presentes Selecionados' });
    await user.click(within(cart).getByRole('radio', { name: 'Cartão' }));
    expect(within(cart).getByLabelText('Seu nome')).toHaveValue('Bia Reis');
    expect(within(cart).getByLabelText('Seu e-mail')).toHaveValue('b@ab.co');
    await user.click(within(cart).getByRole('button', { name: 'Ir para o pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());

    const sent = (key: string) =>
      api.to(key).map((request) => (request.body as { sitePassword?: string }).sitePassword);
    expect(sent(apiCall('guestsSendMessage', { eventId: 7 }))).toEqual(['segredo']);
    expect(sent(apiCall('guestsConfirmPresence', { eventId: 7 }))).toEqual(['segredo']);
    expect(sent(apiCall('guestsPurchase'))).toEqual(['segredo']);
    // Never in an address.
    for (const request of api.sent.filter((request) => request.method === 'POST'))
      expect(request.query.toString()).toBe('');
  });

  it('asks again for nothing once the password was accepted in this tab', async () => {
    sessionStorage.setItem('celebra.site-password.ana-e-pedro', 'segredo');
    const api = mockApi({
      [GET_EVENT]: ({ query }) =>
        query.get('password') === 'segredo'
          ? json(eventAnswer())
          : json({ success: false, message: 'Este site é protegido por senha.' }, 401),
    });
    renderApp('/ana-e-pedro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana & Pedro' })).toBeInTheDocument();
    expect(api.to(GET_EVENT)).toHaveLength(1);
  });
});

it('waits for the event before showing anything of the site', async () => {
  mockApi({ [GET_EVENT]: () => new Promise<Response>(() => {}) });
  renderApp('/ana-e-pedro');
  await waitFor(() => expect(screen.queryByText('Ambiente seguro')).not.toBeInTheDocument());
});
