import { EVENT_EDIT_MESSAGES, WIZARD_MESSAGES } from '@celebra/shared/validation';
import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventTypes, preUserRequest } from '../../test/fixtures';
import { closeAlert, fakeDataProvider, renderScreen } from '../../test/render';

const wizardGifts = [4, 11, 12, 13, 14].map((id) => ({
  id,
  name: `Presente ${id}`,
  price: 10 * id,
  image_url: null,
  imageUrl: null,
}));

function wizardProvider() {
  return fakeDataProvider({
    getList: async (resource: string) =>
      resource === 'wizard-event-types'
        ? { data: eventTypes, total: eventTypes.length }
        : { data: eventTypes[0]?.eventCategories ?? [], total: 2 },
    fetchWizardGifts: async () => ({ gifts: wizardGifts, slugAvailable: true, message: 'OK' }),
    checkSlug: async (slug: string) =>
      slug === 'casamento-de-ana-joao'
        ? { slug, available: false, message: EVENT_EDIT_MESSAGES.slugInUse }
        : { slug, available: true, message: 'OK' },
  });
}

/** The slug look-up waits for a pause in the typing, then asks the server. */
const slugFree = () => screen.findByText('Link disponível', {}, { timeout: 3000 });

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillListInfo(user: User) {
  await choose(user, 'Categoria do evento', 'Lista Clássica');
  await choose(user, 'Preferência de entrega', 'Receber em dinheiro');
  await user.type(screen.getByLabelText('Título'), 'Casamento Rita');
  await user.type(screen.getByLabelText('Subtítulo'), 'e Leo');
  const slug = screen.getByLabelText('Link do site');
  await user.clear(slug);
  await user.type(slug, 'Rita-E-Leo');
}

describe('EventCreate (the new-event wizard)', () => {
  // The whole walk types four steps' fields and waits out the 3 s redirect: slower than the
  // suite's default allowance on a loaded machine.
  it('walks the four steps with their validations, posts the draft and goes to /events 3 s later', async () => {
    const dataProvider = wizardProvider();
    const { location } = renderScreen('/events/create', { dataProvider });
    const user = userEvent.setup();

    // Step 0: an event type is required.
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(WIZARD_MESSAGES.eventTypeRequired)).toBeInTheDocument();
    await closeAlert(user);
    await user.click(await screen.findByText('Casamento'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // Step 1: every field required; the slug is lower-cased as typed and looked up.
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect((await screen.findAllByText(WIZARD_MESSAGES.required)).length).toBeGreaterThanOrEqual(4);
    await closeAlert(user);
    await fillListInfo(user);
    expect(screen.getByLabelText('Link do site')).toHaveValue('rita-e-leo');
    await slugFree();
    expect(dataProvider.checkSlug).toHaveBeenLastCalledWith('rita-e-leo', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(dataProvider.fetchWizardGifts).toHaveBeenCalledWith({ eventCategoryId: 2, slug: 'rita-e-leo' }),
    );

    // Step 2: at least 4 gifts.
    expect(await screen.findByText('Presente 4')).toBeInTheDocument();
    for (const id of [4, 11, 12]) await user.click(screen.getByRole('checkbox', { name: `Presente ${id}` }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(WIZARD_MESSAGES.adminGiftsMin)).toBeInTheDocument();
    await closeAlert(user);
    await user.click(screen.getByRole('checkbox', { name: 'Presente 13' }));

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // Step 3: the owner's data with the wizard's own messages.
    await user.type(await screen.findByLabelText('Nome'), 'Rita');
    await user.type(screen.getByLabelText('Sobrenome'), 'Lima');
    await user.type(screen.getByLabelText('Celular'), '2199');
    await user.type(screen.getByLabelText('E-mail'), 'rita@mail');
    await user.type(screen.getByLabelText('Senha'), 'curta');
    await user.type(screen.getByLabelText('Confirmar senha'), 'outra');
    await user.click(screen.getByRole('button', { name: 'Criar evento' }));
    expect(await screen.findByText(WIZARD_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(WIZARD_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(WIZARD_MESSAGES.passwordRule)).toBeInTheDocument();
    expect(screen.getByText(WIZARD_MESSAGES.passwordMismatch)).toBeInTheDocument();
    await closeAlert(user);
    await user.type(screen.getByLabelText('Celular'), '8765432');
    await user.type(screen.getByLabelText('E-mail'), '.com');
    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), 'senha1234');
    await user.clear(screen.getByLabelText('Confirmar senha'));
    await user.type(screen.getByLabelText('Confirmar senha'), 'senha1234');
    await user.click(screen.getByRole('button', { name: 'Criar evento' }));

    await waitFor(() =>
      expect(dataProvider.registerEvent).toHaveBeenCalledWith({
        eventTypeId: 1,
        eventCategoryId: 2,
        title: 'Casamento Rita',
        subtitle: 'e Leo',
        slug: 'rita-e-leo',
        giftDeliveryPreference: 'cash',
        gifts: [4, 11, 12, 13],
        firstName: 'Rita',
        lastName: 'Lima',
        phoneNumber: '(21) 99876-5432',
        email: 'rita@mail.com',
        password: 'senha1234',
        confirmPassword: 'senha1234',
        useUserPassword: false,
        preUserRequestId: null,
      }),
    );
    expect(await screen.findByText(/Evento criado com sucesso!/)).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/events/create');
    await waitFor(() => expect(location.current?.pathname).toBe('/events'), { timeout: 4500 });
  }, 40_000);

  it('suggests the slug from the title, shows a taken one at the field and holds Continuar until it is free', async () => {
    const dataProvider = wizardProvider();
    renderScreen('/events/create', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Casamento'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Título'), 'Casamento de Ana & João');
    const slug = screen.getByLabelText('Link do site');
    expect(slug).toHaveValue('casamento-de-ana-joao');
    expect(await screen.findByText(EVENT_EDIT_MESSAGES.slugInUse, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    // Asked once the typing paused, not at every letter.
    const asked = dataProvider.checkSlug.mock.calls.map(([slug]) => slug);
    expect(asked.at(-1)).toBe('casamento-de-ana-joao');
    expect(asked.length).toBeLessThan('Casamento de Ana & João'.length);

    await user.type(slug, '-2025');
    await slugFree();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    // Typed by hand: the title no longer changes it.
    await user.type(screen.getByLabelText('Título'), '!');
    expect(slug).toHaveValue('casamento-de-ana-joao-2025');
  });

  it("opens pre-filled from an event request, reusing the requester's password", async () => {
    const dataProvider = wizardProvider();
    renderScreen('/events/create', { dataProvider, state: { request: preUserRequest } });
    const user = userEvent.setup();
    const card = (await screen.findByText('Casamento')).closest('button') as HTMLElement;
    expect(card).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByLabelText('Título')).toHaveValue('Chá do Theo');
    expect(screen.getByLabelText('Link do site')).toHaveValue('cha-do-theo');
    // The request holds the slug it asked for: free for its own event, not looked up.
    expect(screen.getByText('Link disponível')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subtítulo'), 'Chegando');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('checkbox', { name: 'Presente 11' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByLabelText('Nome')).toHaveValue('Lucas');
    expect(screen.getByLabelText('Sobrenome')).toHaveValue('Almeida Prado');
    expect(screen.getByLabelText('Celular')).toHaveValue('(31) 98123-4567');
    expect(screen.getByLabelText('E-mail')).toHaveValue('lucas@mail.com');
    expect(screen.getByRole('checkbox', { name: 'Usar a senha cadastrada pelo usuário' })).toBeChecked();
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar evento' }));
    await waitFor(() =>
      expect(dataProvider.registerEvent).toHaveBeenCalledWith(
        expect.objectContaining({ useUserPassword: true, preUserRequestId: 3, gifts: [4, 11, 12, 13] }),
      ),
    );
    expect(dataProvider.checkSlug).not.toHaveBeenCalled();
  });

  it('going back to the types and on again keeps step 1 as typed and the chosen gifts', async () => {
    const dataProvider = wizardProvider();
    renderScreen('/events/create', { dataProvider, state: { request: preUserRequest } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Subtítulo'), 'Chegando');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('4 presentes selecionados')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Presente 14' }));
    await user.click(screen.getByRole('checkbox', { name: 'Presente 4' }));

    // The progress bars go back, never forward.
    expect(screen.getByRole('button', { name: 'Ir para a etapa 3' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ir para a etapa 1' }));
    expect(await screen.findByRole('button', { name: 'Ir para a etapa 2' })).toBeDisabled();
    const form = (await screen.findByLabelText('Subtítulo')).closest('form') as HTMLElement;
    await user.click(within(form).getByRole('button', { name: 'Voltar' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByLabelText('Subtítulo')).toHaveValue('Chegando');
    expect(screen.getByLabelText('Título')).toHaveValue('Chá do Theo');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('4 presentes selecionados')).toBeInTheDocument();
    for (const id of [11, 12, 13, 14]) {
      expect(screen.getByRole('checkbox', { name: `Presente ${id}` })).toBeChecked();
    }
    expect(screen.getByRole('checkbox', { name: 'Presente 4' })).not.toBeChecked();
  });

  it("a failed registration shows the server's message under 'Erro ao criar evento!'", async () => {
    const dataProvider = wizardProvider();
    dataProvider.registerEvent.mockRejectedValue(new Error('E-mail já cadastrado.'));
    expectConsoleError(/Error: E-mail já cadastrado\./);
    renderScreen('/events/create', { dataProvider, state: { request: preUserRequest } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Subtítulo'), 'Chegando');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('button', { name: 'Criar evento' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Erro ao criar evento!')).toBeInTheDocument();
    expect(within(dialog).getByText('E-mail já cadastrado.')).toBeInTheDocument();
    expect(within(dialog).getByText('Se o problema persistir, contate o suporte.')).toBeInTheDocument();
  });
});
