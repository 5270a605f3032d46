import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from '../../../../test/api-mock';
import { ok } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { savePreRegisterToken } from '../../pre-register-token';

const approved = (hasEventInfo: boolean) =>
  json(
    ok({
      userRequest: { email: 'ana@mail.com', paymentStatus: 'APPROVED', paymentLink: null, hasEventInfo },
      accountCreated: false,
      emailVerified: true,
      supportWhatsapp: null,
    }),
  );

const eventType = (id: number, name: string) => ({
  id,
  name,
  description: null,
  imageUrl: null,
  active: true,
});
const category = (id: number, name: string) => ({
  id,
  name,
  description: null,
  eventTypeId: 1,
  active: true,
});
const gift = (id: number, name: string) => ({ id, name, price: 100 + id, image_url: null, imageUrl: null });

const IN_USE = 'O link está em uso, por favor, crie outro.';

/** The link look-up waits for a pause in the typing, then asks the server. */
const linkFree = () => screen.findByText('Link disponível', {}, { timeout: 3000 });

function mockWizard(takenSlugs: string[] = [], published = false) {
  // The browser that registered holds its proof.
  savePreRegisterToken('ana@mail.com', 'prova-do-navegador');
  let sent = false;
  return mockApi({
    [apiCall('usersGetPreRegistration')]: () => approved(sent),
    [apiCall('usersListEventTypes')]: () =>
      json(ok({ eventTypes: [eventType(1, 'Casamento'), eventType(2, 'Aniversário')] })),
    [apiCall('usersListEventCategories')]: () =>
      json(ok({ eventCategories: [category(4, 'Casamento civil'), category(5, 'Bodas')] })),
    [apiCall('usersSlugAvailability')]: ({ query }) => {
      const slug = query.get('slug') ?? '';
      const available = !takenSlugs.includes(slug);
      return json(ok({ message: available ? 'OK' : IN_USE, slug, available }));
    },
    [apiCall('usersFetchGiftsSlug')]: () =>
      json(ok({ gifts: [1, 2, 3, 4, 5].map((id) => gift(id, `Presente ${id}`)), slug_available: true })),
    [apiCall('usersSubmitEventInfo')]: () => {
      sent = true;
      return json(ok(published ? { published } : {}));
    },
  });
}

describe('event-info wizard', () => {
  it('walks the steps with their checks and sends the payload after the password', async () => {
    const api = mockWizard();
    const { user } = renderApp('/pre-register?email=ana@mail.com');

    // Step 0: an event type is required.
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Por favor, selecione um tipo de evento para continuar.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Casamento' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // Step 1: category, title, one delivery preference and the link.
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findAllByText('* Campo obrigatório')).toHaveLength(4);
    expect(api.to(apiCall('usersListEventCategories'))[0]?.query.get('event_type_id')).toBe('1');
    await user.click(screen.getByLabelText('Categoria do evento'));
    await user.click(await screen.findByRole('option', { name: 'Bodas' }));
    await user.type(screen.getByLabelText('Título do evento'), 'Bodas de Ana');
    await user.click(screen.getByLabelText('Entrega na semana da festa'));
    await user.click(screen.getByLabelText('Receber em dinheiro'));
    expect(screen.getByLabelText('Entrega na semana da festa')).not.toBeChecked();
    expect(screen.getByLabelText('Link do site')).toHaveValue('bodas-de-ana');
    await linkFree();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // Step 2: at least 4 gifts.
    await screen.findByText('Presente 1');
    expect(api.to(apiCall('usersFetchGiftsSlug'))[0]?.query.get('event_category_id')).toBe('5');
    for (const name of ['Presente 1', 'Presente 2', 'Presente 3'])
      await user.click(screen.getByLabelText(name));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Selecione pelo menos 4 presentes antes de continuar.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Presente 5'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // The 'Autenticação' dialog.
    const dialog = await screen.findByRole('dialog', { name: 'Autenticação' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('* Campo obrigatório')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Senha'), 'festa2025');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Informações enviadas!')).toBeInTheDocument();
    expect(
      screen.getByText('Obrigados por enviar as informações, em breve seu evento será aprovado.'),
    ).toBeInTheDocument();
    expect(api.to(apiCall('usersSubmitEventInfo'))[0]?.body).toEqual({
      email: 'ana@mail.com',
      token: 'prova-do-navegador',
      eventTypeId: 1,
      eventCategoryId: 5,
      title: 'Bodas de Ana',
      giftDeliveryPreference: 'cash',
      gifts: [1, 2, 3, 5],
      password: 'festa2025',
      slug: 'bodas-de-ana',
    });
    // Looked up again: the event info is in, so the waiting screen.
    expect(await screen.findByText('Seu evento está em análise')).toBeInTheDocument();
  });

  it("with the platform publishing on its own: 'Seu site já está no ar!' and on to the login", async () => {
    const api = mockWizard([], true);
    const { user } = renderApp('/pre-register?email=ana@mail.com');
    await user.click(await screen.findByRole('radio', { name: 'Casamento' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByLabelText('Categoria do evento'));
    await user.click(await screen.findByRole('option', { name: 'Bodas' }));
    await user.type(screen.getByLabelText('Título do evento'), 'Festa');
    await user.click(screen.getByLabelText('Entrega após a festa'));
    await linkFree();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('Presente 1');
    for (const id of [1, 2, 3, 4]) await user.click(screen.getByLabelText(`Presente ${id}`));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autenticação' });
    await user.type(within(dialog).getByLabelText('Senha'), 'festa2025');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Seu site já está no ar!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Enviamos para o seu e-mail o link do site e o do seu painel. Entre com o seu e-mail e a senha do cadastro.',
      ),
    ).toBeInTheDocument();
    // Straight to the login: nothing is waiting any more.
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(api.to(apiCall('usersGetPreRegistration'))).toHaveLength(1);
    expect(screen.queryByText('Seu evento está em análise')).not.toBeInTheDocument();
  });

  it('going back keeps everything chosen: the type, step 1 with the link, and the gifts', async () => {
    const api = mockWizard();
    const { user } = renderApp('/pre-register?email=ana@mail.com');
    await user.click(await screen.findByRole('radio', { name: 'Aniversário' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('button', { name: '2. Presentes' })).toBeDisabled();
    await user.click(screen.getByLabelText('Categoria do evento'));
    await user.click(await screen.findByRole('option', { name: 'Casamento civil' }));
    await user.type(screen.getByLabelText('Título do evento'), 'Festa');
    await user.click(screen.getByLabelText('Entrega após a festa'));
    await linkFree();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('Presente 1');
    for (const id of [1, 2, 4, 5]) await user.click(screen.getByLabelText(`Presente ${id}`));
    expect(screen.getByText(/Selecionados: 4/)).toBeInTheDocument();

    // The progress bar goes back to step 1; its own 'Voltar' back to the types.
    await user.click(screen.getByRole('button', { name: 'Voltar para 1. Informações do evento' }));
    expect(await screen.findByLabelText('Título do evento')).toHaveValue('Festa');
    expect(screen.getByLabelText('Entrega após a festa')).toBeChecked();
    expect(screen.getByLabelText('Link do site')).toHaveValue('festa');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('radio', { name: 'Aniversário' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByLabelText('Título do evento')).toHaveValue('Festa');
    expect(screen.getByLabelText('Categoria do evento')).toHaveTextContent('Casamento civil');
    await linkFree();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText(/Selecionados: 4/)).toBeInTheDocument();
    for (const id of [1, 2, 4, 5]) expect(screen.getByLabelText(`Presente ${id}`)).toBeChecked();
    expect(screen.getByLabelText('Presente 3')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autenticação' });
    await user.type(within(dialog).getByLabelText('Senha'), 'festa2025');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Informações enviadas!');
    expect(api.to(apiCall('usersSubmitEventInfo'))[0]?.body).toMatchObject({
      eventTypeId: 2,
      eventCategoryId: 4,
      slug: 'festa',
      gifts: [1, 2, 4, 5],
    });
  });

  it('suggests the link from the title, shows a taken one at the field and holds Continuar until it is free', async () => {
    const api = mockWizard(['casamento-de-ana-joao']);
    const { user } = renderApp('/pre-register?email=ana@mail.com');
    await user.click(await screen.findByRole('radio', { name: 'Casamento' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByLabelText('Categoria do evento'));
    await user.click(await screen.findByRole('option', { name: 'Bodas' }));
    await user.click(screen.getByLabelText('Receber em dinheiro'));
    await user.type(screen.getByLabelText('Título do evento'), 'Casamento de Ana & João');

    const link = screen.getByLabelText('Link do site');
    expect(link).toHaveValue('casamento-de-ana-joao');
    expect(await screen.findByText(IN_USE, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    // Asked once the typing paused, not at every letter.
    const asked = api.to(apiCall('usersSlugAvailability')).map((call) => call.query.get('slug'));
    expect(asked.at(-1)).toBe('casamento-de-ana-joao');
    expect(asked.length).toBeLessThan('Casamento de Ana & João'.length);

    // Typed by hand, lower-cased as typed; the title no longer changes it.
    await user.clear(link);
    await user.type(link, 'Ana-E-Joao-2025');
    expect(link).toHaveValue('ana-e-joao-2025');
    await linkFree();
    await user.type(screen.getByLabelText('Título do evento'), '!');
    expect(link).toHaveValue('ana-e-joao-2025');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Presente 1')).toBeInTheDocument();
  });

  it("an empty gift list is an error: 'Erro ao prosseguir o cadastro' with the server's reason", async () => {
    const api = mockWizard();
    api.set({
      [apiCall('usersFetchGiftsSlug')]: () =>
        json({ success: false, message: 'Nenhum presente encontrado.' }),
    });
    const { user } = renderApp('/pre-register?email=ana@mail.com');
    await user.click(await screen.findByRole('radio', { name: 'Casamento' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByLabelText('Categoria do evento'));
    await user.click(await screen.findByRole('option', { name: 'Bodas' }));
    await user.type(screen.getByLabelText('Título do evento'), 'Bodas');
    await user.click(screen.getByLabelText('Receber em dinheiro'));
    await linkFree();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Erro ao prosseguir o cadastro')).toBeInTheDocument();
    expect(within(dialog).getByText('Nenhum presente encontrado.')).toBeInTheDocument();
  });

  it("a failed event-type load says 'Não foi possível carregar os tipos de eventos, tente novamente.'", async () => {
    const api = mockWizard();
    api.set({ [apiCall('usersListEventTypes')]: () => new Response('', { status: 500 }) });
    renderApp('/pre-register?email=ana@mail.com');
    expect(
      await screen.findByText('Não foi possível carregar os tipos de eventos, tente novamente.'),
    ).toBeInTheDocument();
  });

  it('a refused submission shows the catalogue text', async () => {
    const api = mockWizard();
    api.set({ [apiCall('usersSubmitEventInfo')]: () => new Response('', { status: 500 }) });
    const { user } = renderApp('/pre-register?email=ana@mail.com');
    await user.click(await screen.findByRole('radio', { name: 'Casamento' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByLabelText('Categoria do evento'));
    await user.click(await screen.findByRole('option', { name: 'Bodas' }));
    await user.type(screen.getByLabelText('Título do evento'), 'Bodas');
    await user.click(screen.getByLabelText('Receber em dinheiro'));
    await linkFree();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('Presente 1');
    for (const id of [1, 2, 3, 4]) await user.click(screen.getByLabelText(`Presente ${id}`));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autenticação' });
    await user.type(within(dialog).getByLabelText('Senha'), 'festa2025');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'Não foi possível enviar informações do evento. Caso o problema persista, contate o suporte.',
        ),
      ).toBeInTheDocument(),
    );
  });
});
