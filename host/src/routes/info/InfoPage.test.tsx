import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../test/render';

const details = {
  id: 1,
  eventId: 7,
  eventDate: '2031-10-12',
  startTime: '18:00',
  endTime: '23:30',
  eventType: 'in-person',
  eventLocation: 'Espaço Jardim',
  postalCode: '01310-100',
  fullAddress: 'Avenida Paulista, Bela Vista, São Paulo - SP',
  latitude: -23.56,
  longitude: -46.65,
  transmission: null,
  transmissionLink: null,
  transmissionPassword: null,
};

const handlers = (eventDetails: unknown = details) => ({
  [apiCall('usersGetEventDetails', { eventId: 7 })]: () => json(ok({ eventDetails })),
  [apiCall('usersUpdateEventDetails', { eventId: 7 })]: () => json(ok({ eventDetails: details })),
});

const hidden = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe('Informações do Evento', () => {
  it('shows the stored details in pt-BR formats, with the place on the map', async () => {
    renderSignedIn('/info', handlers());
    expect(await screen.findByLabelText('Local do evento')).toHaveValue('Espaço Jardim');
    expect(hidden('eventDate')?.value).toBe('12/10/2031');
    expect(hidden('startTime')?.value).toBe('18:00');
    expect(hidden('endTime')?.value).toBe('23:30');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paulista, Bela Vista, São Paulo - SP');
    expect(screen.getByRole('img', { name: 'Mapa: Espaço Jardim' })).toHaveTextContent(
      '-23.56000, -46.65000',
    );
  });

  it('requires date and times, then the place of an in-person event', async () => {
    const { user, api } = renderSignedIn('/info', handlers(null));
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('* Campo Data é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Campo Horário de Início é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Campo Horário de Término é obrigatório')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('Verifique os campos.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateEventDetails', { eventId: 7 }))).toHaveLength(0);
  });

  it('in-person needs location, CEP (in its format) and address; virtual the transmission', async () => {
    const { user } = renderSignedIn(
      '/info',
      handlers({
        ...details,
        eventLocation: null,
        postalCode: null,
        fullAddress: null,
        latitude: null,
        longitude: null,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('* Campo Local do Evento é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Campo CEP é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Campo Endereço é obrigatório')).toBeInTheDocument();
    await closeAlert(user);

    await user.type(screen.getByLabelText('CEP'), '0131');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('* Formato de CEP inválido')).toBeInTheDocument();
    await closeAlert(user);

    await user.click(screen.getByLabelText('Tipo do evento'));
    await user.click(await screen.findByRole('option', { name: 'Virtual' }));
    expect(screen.queryByLabelText('Local do evento')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('* Campo Transmissão é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Campo Link da Transmissão é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Campo Senha da Transmissão é obrigatório')).toBeInTheDocument();
  });

  it("clearing a field shows '* Campo obrigatório'", async () => {
    const { user } = renderSignedIn('/info', handlers());
    await user.clear(await screen.findByLabelText('Local do evento'));
    expect(await screen.findByText('* Campo obrigatório')).toBeInTheDocument();
  });

  it('a typed CEP fills the address, and the address search places the map', async () => {
    const { user, api } = renderSignedIn('/info', {
      ...handlers({ ...details, postalCode: null, fullAddress: null, latitude: null, longitude: null }),
      [apiCall('geoCep', { cep: '04538133' })]: () =>
        json(
          ok({
            address: {
              postalCode: '04538-133',
              street: 'Avenida Brigadeiro Faria Lima',
              complement: '',
              neighborhood: 'Itaim Bibi',
              city: 'São Paulo',
              state: 'SP',
            },
          }),
        ),
      [apiCall('geoSearch')]: () =>
        json(ok({ results: [{ lat: -23.5868, lon: -46.6819, name: 'Faria Lima' }] })),
    });
    await user.type(await screen.findByLabelText('CEP'), '04538133');
    expect(screen.getByLabelText('CEP')).toHaveValue('04538-133');
    await waitFor(() =>
      expect(screen.getByLabelText('Endereço')).toHaveValue(
        'Avenida Brigadeiro Faria Lima, Itaim Bibi, São Paulo - SP',
      ),
    );
    expect(await screen.findByText('-23.58680, -46.68190', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.to(apiCall('geoSearch'))[0]?.query.get('q')).toBe(
      'Avenida Brigadeiro Faria Lima, Itaim Bibi, São Paulo - SP',
    );

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informações atualizadas!')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateEventDetails', { eventId: 7 }))[0]?.body).toEqual({
      eventDate: '2031-10-12',
      startTime: '18:00',
      endTime: '23:30',
      eventType: 'in-person',
      eventLocation: 'Espaço Jardim',
      postalCode: '04538-133',
      fullAddress: 'Avenida Brigadeiro Faria Lima, Itaim Bibi, São Paulo - SP',
      latitude: -23.5868,
      longitude: -46.6819,
      transmission: null,
      transmissionLink: null,
      transmissionPassword: null,
    });
  });

  it("an unknown CEP: 'Cep não encontrado!' / 'Não foi possível encontrar o cep'", async () => {
    const { user } = renderSignedIn('/info', {
      ...handlers(),
      [apiCall('geoCep', { cep: '99999999' })]: () =>
        json({ success: false, message: 'Cep não encontrado!' }, 404),
    });
    const cep = await screen.findByLabelText('CEP');
    await user.clear(cep);
    await user.type(cep, '99999-999');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cep não encontrado!')).toBeInTheDocument();
    expect(within(dialog).getByText('Não foi possível encontrar o cep')).toBeInTheDocument();
  });

  it("a refused update: 'Ops!' with the server's message, else 'Erro ao atualizar evento.'", async () => {
    const { user } = renderSignedIn('/info', {
      ...handlers(),
      [apiCall('usersUpdateEventDetails', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ops!')).toBeInTheDocument();
    expect(within(dialog).getByText('Erro ao atualizar evento.')).toBeInTheDocument();
  });

  it("a failed load says 'Erro ao recuperar informações do evento.'", async () => {
    renderSignedIn('/info', {
      [apiCall('usersGetEventDetails', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Erro ao recuperar informações do evento.')).toBeInTheDocument();
  });

  it('the calendar opens on click, in pt-BR, and closes on the chosen day', async () => {
    const { user } = renderSignedIn('/info', handlers());
    await screen.findByLabelText('Local do evento');
    const dateGroup = screen.getAllByRole('group', { name: 'Data' })[0];
    if (!dateGroup) throw new Error('no date field');
    await user.click(dateGroup);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText(/outubro/i)).toBeInTheDocument();
    await user.click(within(calendar).getByRole('gridcell', { name: '20' }));
    await waitFor(() => expect(hidden('eventDate')?.value).toBe('20/10/2031'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a past or impossible date shows 'Date input not valid.' and is not saved", async () => {
    const { user, api } = renderSignedIn('/info', handlers());
    await screen.findByLabelText('Local do evento');
    const year = screen.getAllByRole('spinbutton', { name: 'Ano' })[0];
    if (!year) throw new Error('no year section');
    // The calendar opens on click; Escape closes it and leaves the field to type in.
    await user.click(year);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Typed section by section: year, then month, then day.
    await user.keyboard('2020{ArrowLeft}10{ArrowLeft}{ArrowLeft}12');
    await waitFor(() => expect(hidden('eventDate')?.value).toBe('12/10/2020'));
    expect(await screen.findByText('Date input not valid.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Verifique os campos.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateEventDetails', { eventId: 7 }))).toHaveLength(0);
  });

  it('a date typed day, month, then year keeps every part (a half-typed year wipes nothing)', async () => {
    const { user, api } = renderSignedIn('/info', handlers({ ...details, eventDate: null }));
    await screen.findByLabelText('Local do evento');
    const day = screen.getAllByRole('spinbutton', { name: 'Dia' })[0];
    if (!day) throw new Error('no day section');
    await user.click(day);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('15082031');
    await waitFor(() => expect(hidden('eventDate')?.value).toBe('15/08/2031'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.to(apiCall('usersUpdateEventDetails', { eventId: 7 }))).toHaveLength(1));
    expect(api.to(apiCall('usersUpdateEventDetails', { eventId: 7 }))[0]?.body).toMatchObject({
      eventDate: '2031-08-15',
    });
  });

  it('the time picker offers HH:mm in 15-minute steps', async () => {
    const { user } = renderSignedIn('/info', handlers());
    await screen.findByLabelText('Local do evento');
    const start = screen.getAllByRole('group', { name: 'Horário de início' })[0];
    if (!start) throw new Error('no start time field');
    await user.click(start);
    const clock = await screen.findByRole('dialog');
    const minutes = within(clock).getByRole('listbox', { name: /minut/i });
    expect(
      within(minutes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['00', '15', '30', '45']);
    await user.click(within(minutes).getByRole('option', { name: /30/ }));
    await waitFor(() => expect(hidden('startTime')?.value).toBe('18:30'));
  });
});
