import type { TAdminPersonalDataResponse } from '@celebra/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp, renderScreen } from '../test/render';

const maria: TAdminPersonalDataResponse = {
  success: true,
  message: 'OK',
  person: { names: ['Maria Lima'], emails: ['maria@example.com'], phones: ['(31) 90000-1111'] },
  erasure: {
    guests: 1,
    companions: 1,
    answers: 1,
    messages: 0,
    purchases: 1,
    mailJobs: 2,
    selection: { guests: [1], messages: [], purchases: [3] },
  },
  events: [
    {
      eventId: 7,
      title: 'Casamento Ana e Rui',
      slug: 'ana-e-rui',
      guests: [
        {
          id: 1,
          firstName: 'Maria',
          lastName: 'Lima',
          email: 'maria@example.com',
          phoneNumber: '(31) 90000-1111',
          attending: true,
          message: null,
          companions: [{ name: 'Duda Lima', age: 6 }],
          answers: [{ question: 'Alguma restrição alimentar?', answer: 'Vegetariana' }],
          createdAt: '2030-02-28T13:05:00.000Z',
          erasedAt: null,
          consentVersion: 2,
          consentedAt: '2030-02-28T13:05:00.000Z',
        },
      ],
      messages: [],
      purchases: [
        {
          id: 3,
          guestName: 'Maria Lima',
          guestEmail: 'maria@example.com',
          guestMessage: 'Com carinho',
          totalPrice: 157.5,
          userAmount: 150,
          status: 'APPROVED',
          createdAt: '2030-03-01T15:00:00.000Z',
          erasedAt: null,
          consentVersion: null,
          consentedAt: null,
        },
      ],
    },
  ],
  preRegistrations: [],
  hostAccounts: [],
};
const nothing: TAdminPersonalDataResponse = {
  ...maria,
  person: { names: [], emails: ['maria@example.com'], phones: [] },
  erasure: {
    guests: 0,
    companions: 0,
    answers: 0,
    messages: 0,
    purchases: 0,
    mailJobs: 0,
    selection: { guests: [], messages: [], purchases: [] },
  },
  events: [],
};

async function searchMaria(dataProvider: ReturnType<typeof fakeDataProvider>) {
  renderScreen('/personal-data', { dataProvider });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'maria@example.com');
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  return user;
}

describe('PersonalData', () => {
  it('asks for an e-mail or a phone before searching', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/personal-data', { dataProvider });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Informe o campo E-mail ou o campo Telefone.')).toBeInTheDocument();
    expect(dataProvider.findPersonalData).not.toHaveBeenCalled();
  });

  it("shows the person's data grouped by event, with the consent given", async () => {
    const dataProvider = fakeDataProvider({ findPersonalData: async () => maria });
    await searchMaria(dataProvider);

    const card = (await screen.findByText('Casamento Ana e Rui')).closest('.MuiCard-root') as HTMLElement;
    expect(dataProvider.findPersonalData).toHaveBeenCalledWith({ email: 'maria@example.com' });
    expect(within(card).getByText('Maria Lima · Vai')).toBeInTheDocument();
    expect(within(card).getByText('Duda Lima (6)')).toBeInTheDocument();
    expect(within(card).getByText('Vegetariana')).toBeInTheDocument();
    // The consent opens the texts the person accepted.
    expect(within(card).getByRole('link', { name: 'versão 2 em 28/02/2030 10:05' })).toHaveAttribute(
      'href',
      '/legal-versions/2',
    );
    expect(within(card).getByText(/R\$\s157,50 · Aprovado/)).toBeInTheDocument();
    expect(within(card).getByText('não registrado')).toBeInTheDocument();
  });

  it('saves the export as a JSON file', async () => {
    const dataProvider = fakeDataProvider({
      findPersonalData: async () => maria,
      exportPersonalData: async () => '{\n  "eventos": [{ "evento": "Casamento Ana e Rui" }]\n}\n',
    });
    const createObjectURL = vi.fn(() => 'blob:dados');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = await searchMaria(dataProvider);

    await user.click(await screen.findByRole('button', { name: 'Exportar (JSON)' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^dados-pessoais-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    // The server's file as it is: Portuguese keys.
    expect(JSON.parse(await blob.text()).eventos[0].evento).toBe('Casamento Ana e Rui');
  });

  it('erases after a confirmation naming the person and counting what goes, sending the rows shown', async () => {
    const findPersonalData = vi.fn().mockResolvedValueOnce(maria).mockResolvedValue(nothing);
    const dataProvider = fakeDataProvider({
      findPersonalData,
      erasePersonalData: async () => ({
        success: true,
        message: 'OK',
        guests: 1,
        messages: 0,
        purchases: 1,
        mailJobs: 2,
      }),
    });
    const user = await searchMaria(dataProvider);

    await user.click(await screen.findByRole('button', { name: 'Apagar dados' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Apagar os dados de Maria Lima?')).toBeInTheDocument();
    const text = dialog.textContent ?? '';
    expect(text).toContain('Pessoa: Maria Lima · maria@example.com · (31) 90000-1111');
    expect(text).toContain('1 confirmação de presença (nome, e-mail, telefone e recado)');
    expect(text).toContain('1 nome de acompanhante');
    expect(text).toContain('1 resposta às perguntas do anfitrião');
    expect(text).toContain('1 compra (nome, e-mail e mensagem do comprador)');
    expect(text).toContain('2 e-mails na fila de envio');
    expect(text).toContain('o comprador aparece como Anônimo');
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));

    await waitFor(() =>
      expect(dataProvider.erasePersonalData).toHaveBeenCalledWith({
        email: 'maria@example.com',
        selection: { guests: [1], messages: [], purchases: [3] },
        confirm: true,
      }),
    );
    expect(
      await screen.findByText(
        'Dados apagados: 1 confirmação(ões), 0 recado(s), 1 compra(s), 2 e-mail(s) na fila.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nenhum dado encontrado para esta pessoa.')).toBeInTheDocument();
  });

  it('does not export or erase once the field names someone other than the person searched', async () => {
    const dataProvider = fakeDataProvider({ findPersonalData: async () => maria });
    const user = await searchMaria(dataProvider);
    await screen.findByText('Casamento Ana e Rui');
    const field = screen.getByRole('textbox', { name: 'E-mail' });

    await user.clear(field);
    await user.type(field, 'pedro@example.com');

    expect(
      await screen.findByText(
        'Os campos mudaram desde a busca: busque de novo para exportar ou apagar os dados.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apagar dados' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exportar (JSON)' })).toBeDisabled();
    expect(dataProvider.erasePersonalData).not.toHaveBeenCalled();
  });

  it("is reached from the menu's 'Dados pessoais'", async () => {
    renderApp('/', { dataProvider: fakeDataProvider() });
    const links = await screen.findAllByRole('link', { name: /Dados pessoais/ });
    expect(links[0]).toHaveAttribute('href', '/personal-data');
  });
});
