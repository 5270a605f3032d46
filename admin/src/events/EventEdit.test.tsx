import { EVENT_EDIT_MESSAGES } from '@celebra/shared/validation';
import { expectConsoleError } from '@celebra/ui/test-support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { event } from '../test/fixtures';
import { closeAlert, fakeDataProvider, renderScreen } from '../test/render';

function withEvent(overrides: Partial<typeof event> = {}) {
  return fakeDataProvider({ getOne: async () => ({ data: { ...event, ...overrides } }) });
}

describe('EventEdit', () => {
  it('shows the event read-only, with the slug as a link on the public site', async () => {
    const dataProvider = withEvent();
    renderScreen('/events/10', { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Evento #10' })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Casamento Ana e Pedro');
    expect(screen.getByLabelText('Título')).toBeDisabled();
    expect(screen.getByLabelText('Subtítulo')).toHaveValue('O grande dia');
    expect(screen.getByRole('link', { name: /\/ana-e-pedro$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/site\..+\/ana-e-pedro$/),
    );
    expect(screen.getByLabelText('Data do evento')).toHaveValue('15/11/2025');
    expect(screen.getByLabelText('Local do evento')).toHaveValue('Salão Azul');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(screen.getByLabelText('Endereço')).toHaveValue('Av. Paulista, 1000');
    expect(screen.queryByLabelText('Link da transmissão')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledWith('events', expect.objectContaining({ id: 10 }));
  });

  it('the colour carousel shows 10 of the 17 colours and moves with the arrows', async () => {
    renderScreen('/events/10', { dataProvider: withEvent() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const palette = screen.getByRole('radiogroup');
    expect(within(palette).getAllByRole('radio')).toHaveLength(10);
    expect(within(palette).getByRole('radio', { name: '#E91E63' })).toHaveAttribute('aria-checked', 'true');
    for (let i = 0; i < 7; i += 1) await user.click(screen.getByRole('button', { name: 'Próximas cores' }));
    expect(screen.getByRole('button', { name: 'Próximas cores' })).toBeDisabled();
    expect(within(palette).getByRole('radio', { name: '#795548' })).toBeInTheDocument();
  });

  it("in edit mode shows the form's messages for empty required fields", async () => {
    const dataProvider = withEvent();
    renderScreen('/events/10', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.clear(screen.getByLabelText('Título'));
    await user.clear(screen.getByLabelText('URL'));
    await user.clear(screen.getByLabelText('Endereço'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(EVENT_EDIT_MESSAGES.fillAllRequired)).toBeInTheDocument();
    expect(screen.getAllByText(EVENT_EDIT_MESSAGES.required)).toHaveLength(2);
    expect(screen.getByText(EVENT_EDIT_MESSAGES.slugEmpty)).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('a virtual event requires its platform and link', async () => {
    const dataProvider = withEvent();
    renderScreen('/events/10', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('combobox', { name: 'Tipo do evento' }));
    await user.click(await screen.findByRole('option', { name: 'Virtual' }));
    expect(screen.queryByLabelText('Local do evento')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(EVENT_EDIT_MESSAGES.required)).toHaveLength(2);
    await closeAlert(user);
    await user.type(screen.getByLabelText('Plataforma de transmissão'), 'Zoom');
    await user.type(screen.getByLabelText('Link da transmissão'), 'https://zoom.us/j/1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [, params] = dataProvider.update.mock.calls[0] as [string, { data: { details: object } }];
    expect(params.data.details).toMatchObject({
      eventType: 'virtual',
      transmission: 'Zoom',
      transmissionLink: 'https://zoom.us/j/1',
    });
  });

  it('saves with PUT /admin/events/{id} (lower-cased slug, chosen colour) and returns to view mode', async () => {
    const dataProvider = withEvent();
    renderScreen('/events/10', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const slug = screen.getByLabelText('URL');
    await user.clear(slug);
    await user.type(slug, 'Ana-E-Pedro-2025');
    expect(slug).toHaveValue('ana-e-pedro-2025');
    await user.click(screen.getByRole('radio', { name: '#9C27B0' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'events',
        expect.objectContaining({
          id: 10,
          data: {
            title: 'Casamento Ana e Pedro',
            subtitle: 'O grande dia',
            slug: 'ana-e-pedro-2025',
            active: true,
            titleDescription: 'Bem-vindos',
            description: 'Que alegria ter você aqui.',
            color: '#9C27B0',
            details: {
              eventDate: '2025-11-15',
              startTime: '19:00',
              endTime: '23:30',
              eventType: 'in-person',
              eventLocation: 'Salão Azul',
              postalCode: '01310-100',
              fullAddress: 'Av. Paulista, 1000',
              transmission: null,
              transmissionLink: null,
              transmissionPassword: null,
              latitude: null,
              longitude: null,
            },
          },
        }),
      ),
    );
    // This success keeps its 'Sucesso!' popup, closed with OK.
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('Evento atualizado com sucesso!')).toBeInTheDocument();
    expect(within(popup).getByText('Sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument());
  });

  it("a slug in use shows the server's message", async () => {
    const dataProvider = withEvent();
    dataProvider.update.mockRejectedValue(
      Object.assign(new Error(EVENT_EDIT_MESSAGES.slugInUse), { status: 409 }),
    );
    expectConsoleError(EVENT_EDIT_MESSAGES.slugInUse);
    renderScreen('/events/10', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(EVENT_EDIT_MESSAGES.slugInUse)).toBeInTheDocument();
    await closeAlert(user);
    // Still in edit mode, to fix the slug.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });

  it("a double click on 'Salvar' sends one save, and the button is disabled while it runs", async () => {
    let finish: (value: unknown) => void = () => undefined;
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: event }),
      update: (_resource: string, { id, data }: { id: number; data: object }) =>
        new Promise((resolve) => {
          finish = () => resolve({ data: { ...event, id, ...data } });
        }),
    });
    renderScreen('/events/10', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const save = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
    finish(undefined);
    expect(await screen.findByText('Evento atualizado com sucesso!')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledOnce();
  });

  it('a title past its 200 characters is refused naming the field and the limit, not as an empty field', async () => {
    const dataProvider = withEvent();
    renderScreen('/events/10', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const title = screen.getByLabelText('Título');
    await user.clear(title);
    fireEvent.change(title, { target: { value: 'a'.repeat(201) } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('O campo Título deve ter no máximo 200 caracteres.')).toBeInTheDocument();
    expect(within(dialog).queryByText(EVENT_EDIT_MESSAGES.fillAllRequired)).not.toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('dates read dd/mm/aaaa and times 24 h whatever the browser, and are saved as the API takes them', async () => {
    const dataProvider = withEvent();
    renderScreen('/events/10', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const date = screen.getByLabelText('Data do evento');
    expect(date).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(screen.getByLabelText('Horário de início')).toHaveValue('19:00');
    await user.clear(date);
    await user.type(date, '31022026');
    expect(date).toHaveValue('31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // Not a real day: refused naming the field.
    expect((await screen.findAllByText(/Data do evento/)).length).toBeGreaterThan(1);
    await closeAlert(user);
    await user.clear(date);
    await user.type(date, '20122026');
    const start = screen.getByLabelText('Horário de início');
    await user.clear(start);
    await user.type(start, '1930');
    expect(start).toHaveValue('19:30');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [, params] = dataProvider.update.mock.calls[0] as [string, { data: { details: object } }];
    expect(params.data.details).toMatchObject({ eventDate: '2026-12-20', startTime: '19:30' });
  }, 60_000);
});
