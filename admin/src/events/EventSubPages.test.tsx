import { GUEST_MESSAGES } from '@celebra/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guest, service } from '../test/fixtures';
import { brl, fakeDataProvider, renderScreen } from '../test/render';

const message = {
  id: 5,
  eventId: 10,
  createdAt: '2025-03-01T15:30:00.000Z',
  firstName: 'Marcos',
  lastName: 'Vieira',
  email: 'marcos@mail.com',
  message: 'Parabéns aos noivos!',
};

describe('EventMessages', () => {
  it('shows date, sender, e-mail and text, and deletes a message after a confirmation', async () => {
    const dataProvider = fakeDataProvider({ getManyReference: async () => ({ data: [message], total: 1 }) });
    renderScreen('/events/10/messages', { dataProvider });
    expect(await screen.findByText('Marcos Vieira')).toBeInTheDocument();
    expect(screen.getByText('marcos@mail.com')).toBeInTheDocument();
    expect(screen.getByText('Parabéns aos noivos!')).toBeInTheDocument();
    expect(screen.getByText(/^01\/03\/2025/)).toBeInTheDocument();
    expect(dataProvider.getManyReference).toHaveBeenCalledWith(
      'event-messages',
      expect.objectContaining({ target: 'eventId', id: 10 }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith(
        'event-messages',
        expect.objectContaining({ id: 5, meta: { eventId: 10 } }),
      ),
    );
  });

  it('wraps a word longer than the card (the text, the sender, the e-mail) instead of cutting it', async () => {
    const longWord = 'k'.repeat(200);
    const long = { ...message, lastName: longWord, message: longWord };
    const dataProvider = fakeDataProvider({ getManyReference: async () => ({ data: [long], total: 1 }) });
    renderScreen('/events/10/messages', { dataProvider });
    const text = await screen.findByText(longWord);
    expect(text).toHaveStyle({ overflowWrap: 'anywhere', wordBreak: 'break-word' });
    expect(screen.getByText(`Marcos ${longWord}`)).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(screen.getByText('marcos@mail.com')).toHaveStyle({ overflowWrap: 'anywhere' });
    // The style is the text's own, not something every line gets.
    expect(screen.getByText(/^01\/03\/2025/)).not.toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it("shows 'Nenhuma messagem para o evento...' without messages", async () => {
    renderScreen('/events/10/messages');
    expect(await screen.findByText('Nenhuma messagem para o evento...')).toBeInTheDocument();
  });
});

describe('EventGuests', () => {
  it('shows the guest columns and the empty state', async () => {
    const dataProvider = fakeDataProvider({ getManyReference: async () => ({ data: [guest], total: 1 }) });
    const view = renderScreen('/events/10/guests', { dataProvider });
    const row = (await screen.findByText('Rita Lima')).closest('tr') as HTMLElement;
    expect(within(row).getByText('rita@mail.com')).toBeInTheDocument();
    expect(within(row).getByText('(21) 99876-5432')).toBeInTheDocument();
    expect(within(row).getByText('01/02/2025')).toBeInTheDocument();
    view.unmount();
    renderScreen('/events/10/guests');
    expect(await screen.findByText('Nenhum convidado confirmado para o evento')).toBeInTheDocument();
  });

  it("'NOVO CONVIDADO' validates with the form's messages and posts the guest", async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/events/10/guests', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'NOVO CONVIDADO' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(GUEST_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(GUEST_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(GUEST_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(GUEST_MESSAGES.phoneRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nome'), 'Rita');
    await user.type(within(dialog).getByLabelText('Sobrenome'), 'Lima');
    await user.type(within(dialog).getByLabelText('E-mail'), 'rita@');
    await user.type(within(dialog).getByLabelText('Celular'), '2199876');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(GUEST_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(GUEST_MESSAGES.phoneInvalid)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('E-mail'), 'mail.com');
    await user.type(within(dialog).getByLabelText('Celular'), '5432');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'event-guests',
        expect.objectContaining({
          data: {
            firstName: 'Rita',
            lastName: 'Lima',
            email: 'rita@mail.com',
            phoneNumber: '(21) 99876-5432',
            eventId: 10,
          },
        }),
      ),
    );
  });

  it('edits a guest (Atualizar) and deletes one after the confirmation', async () => {
    const dataProvider = fakeDataProvider({ getManyReference: async () => ({ data: [guest], total: 1 }) });
    renderScreen('/events/10/guests', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Sobrenome'));
    await user.type(within(dialog).getByLabelText('Sobrenome'), 'Lima Souza');
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'event-guests',
        expect.objectContaining({
          id: 3,
          meta: { eventId: 10 },
          data: expect.objectContaining({ lastName: 'Lima Souza' }),
        }),
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Tem certeza que deseja excluir este convidado?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('event-guests', expect.objectContaining({ id: 3 })),
    );
  });
});

describe('ReceivedGifts', () => {
  const order = {
    id: 1,
    guestName: null,
    createdAt: '2025-03-01T15:30:00.000Z',
    status: 'APPROVED',
    state: 'APPROVED',
    userAmount: 200,
    remainingAmount: 200,
    items: [
      { id: 1, giftName: 'Ajuda para a Lua de Mel', quantity: 2, amount: 300, gift: { imageUrl: null } },
    ],
  };

  it("shows the balance cards (Repasse Pendente only when nonzero) and the orders, 'Anônimo' without a name", async () => {
    const dataProvider = fakeDataProvider({
      getManyReference: async () => ({ data: [order], total: 1 }),
      getEventTransactionTotals: async () => ({
        totalReceived: 1698.6,
        totalTransferred: 899,
        totalAvailable: 200,
        totalPending: 0,
        totalHeld: 0,
        releases: [],
      }),
    });
    renderScreen('/events/10/gifts-received', { dataProvider });
    expect(await screen.findByText('Total Recebido')).toBeInTheDocument();
    expect(screen.getByText(brl(1698.6))).toBeInTheDocument();
    expect(screen.getByText('Total Retirado')).toBeInTheDocument();
    expect(screen.getByText('Disponível')).toBeInTheDocument();
    expect(screen.queryByText('Repasse Pendente')).not.toBeInTheDocument();
    expect(await screen.findByText('Anônimo')).toBeInTheDocument();
    expect(screen.getByText('Ajuda para a Lua de Mel')).toBeInTheDocument();
    expect(screen.getByText('2×')).toBeInTheDocument();
    expect(screen.getByText('Aprovado')).toBeInTheDocument();
    expect(dataProvider.getEventTransactionTotals).toHaveBeenCalledWith(10);
    expect(dataProvider.getManyReference).toHaveBeenCalledWith(
      'event-received-gifts',
      expect.objectContaining({ id: 10 }),
    );
  });

  it("shows 'Repasse Pendente' when nonzero and 'Nenhum presente para o evento.' without orders", async () => {
    const dataProvider = fakeDataProvider({
      getEventTransactionTotals: async () => ({
        totalReceived: 10,
        totalTransferred: 0,
        totalAvailable: 0,
        totalPending: 10,
        totalHeld: 0,
        releases: [],
      }),
    });
    renderScreen('/events/10/gifts-received', { dataProvider });
    expect(await screen.findByText('Repasse Pendente')).toBeInTheDocument();
    expect(screen.queryByText('A Liberar')).not.toBeInTheDocument();
    expect(await screen.findByText('Nenhum presente para o evento.')).toBeInTheDocument();
  });
});

describe('ReceivedGifts: the money on hold', () => {
  it("shows it as 'A Liberar', with the next release day", async () => {
    const dataProvider = fakeDataProvider({
      getEventTransactionTotals: async () => ({
        totalReceived: 500,
        totalTransferred: 0,
        totalAvailable: 50,
        totalPending: 0,
        totalHeld: 450,
        releases: [
          { date: '2026-12-03', amount: 300 },
          { date: '2026-12-10', amount: 150 },
        ],
      }),
    });
    renderScreen('/events/10/gifts-received', { dataProvider });
    expect(await screen.findByText('A Liberar')).toBeInTheDocument();
    expect(screen.getByText(brl(450))).toBeInTheDocument();
    expect(screen.getByText(/^R\$\s300,00 a liberar em 03\/12$/)).toBeInTheDocument();
  });
});

describe('EventServices', () => {
  it('shows contracted, pending (PENDENTE) and default services in their sections', async () => {
    const rows: Record<string, object[]> = {
      'event-contracted-services': [
        {
          id: 1,
          serviceId: 6,
          name: 'Pacote +30 Fotos',
          description: null,
          price: 29.9,
          type: 'IMAGE',
          quantity: 30,
          createdAt: '2025-01-01T00:00:00.000Z',
        },
      ],
      'event-pending-services': [
        {
          id: 2,
          serviceId: 4,
          name: 'Senha no Site',
          description: null,
          price: 19.9,
          type: 'PASSWORD',
          expirationAt: '2025-01-05T12:00:00.000Z',
          paymentLink: null,
        },
      ],
      'event-default-services': [service],
    };
    const dataProvider = fakeDataProvider({
      getManyReference: async (resource: string) => ({ data: rows[resource] ?? [], total: 1 }),
    });
    renderScreen('/events/10/services', { dataProvider });
    expect(await screen.findByText('Serviços contratados (1)')).toBeInTheDocument();
    expect(await screen.findByText('Pacote +30 Fotos')).toBeInTheDocument();
    expect(screen.getByText(brl(29.9))).toBeInTheDocument();
    expect(screen.getByText('30')).toBeInTheDocument();
    expect(screen.getByText('Pagamentos pendentes (1)')).toBeInTheDocument();
    expect(screen.getByText('Senha no Site')).toBeInTheDocument();
    expect(screen.getByText('PENDENTE')).toBeInTheDocument();
    expect(screen.getByText('Serviços padrão disponíveis (1)')).toBeInTheDocument();
    expect(screen.getByText('Galeria de Fotos')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Opções' })[0] as HTMLElement);
    expect(await screen.findByRole('menuitem', { name: 'Abrir serviço' })).toHaveAttribute(
      'href',
      '/services/6',
    );
  });
});
