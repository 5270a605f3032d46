import { GUEST_LIST_MESSAGES } from '@celebra/shared/messages';
import type { TRsvpSettings } from '@celebra/shared/models';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { invitationUrl } from '../../common/site-url';
import { apiCall, json } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderSignedIn } from '../../test/render';
import { downloadGuestList } from './components/download-guest-list';
import { testGuest } from './test-guest';

vi.mock('./components/download-guest-list', () => ({ downloadGuestList: vi.fn(async () => {}) }));

const guest = testGuest({ companions: [{ name: 'Clara', age: 8 }] });

const RSVP: TRsvpSettings = {
  confirmationDeadline: null,
  childrenMaxAge: 12,
  questions: [{ id: 5, label: 'Restrição alimentar?', required: false }],
};

const handlers = (guests: unknown[] = [guest], rsvp: TRsvpSettings = RSVP) => ({
  [apiCall('usersListGuests', { eventId: 7 })]: () => json(ok({ guests })),
  [apiCall('usersGetRsvpSettings', { eventId: 7 })]: () => json(ok({ rsvp })),
  [apiCall('usersCreateGuest', { eventId: 7 })]: () => json(ok({ guest })),
  [apiCall('usersUpdateGuest', { eventId: 7, guestId: 11 })]: () => json(ok({ guest })),
  [apiCall('usersDeleteGuest', { eventId: 7, guestId: 11 })]: () => json(ok()),
});

async function fillContact(user: ReturnType<typeof renderSignedIn>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Nome'), 'Duda');
  await user.type(within(dialog).getByLabelText('Sobrenome'), 'Rocha');
  await user.type(within(dialog).getByLabelText('E-mail'), 'duda@mail.com');
  await user.type(within(dialog).getByLabelText('Telefone'), '11912345678');
}

describe('confirmations', () => {
  it('lists the guests with their companions', async () => {
    renderSignedIn('/confirmations', handlers());
    const card = await screen.findByRole('listitem', { name: 'Bruno Lima' });
    expect(within(card).getByText('bruno@mail.com')).toBeInTheDocument();
    expect(within(card).getByText('(21) 99876-5432')).toBeInTheDocument();
    expect(within(card).getByText('Clara, 8 anos · Criança')).toBeInTheDocument();
    expect(within(card).getByText('Vou')).toBeInTheDocument();
    expect(screen.getByText('1 convidado confirmado · 2 pessoas no total')).toBeInTheDocument();
  });

  it("says 'Nenhum convidado confirmou presença até agora.' when empty", async () => {
    renderSignedIn('/confirmations', handlers([]));
    expect(await screen.findByText('Nenhum convidado confirmou presença até agora.')).toBeInTheDocument();
  });

  it("the guest form shows the form's messages, live and on submit", async () => {
    const { user, api } = renderSignedIn('/confirmations', handlers([]));
    await user.click(await screen.findByRole('button', { name: 'Adicionar convidado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar convidado' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('* Nome obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('* Sobrenome obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('* E-mail obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('* Telefone obrigatório')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Telefone'), '1191');
    expect(await within(dialog).findByText('* Número inválido')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nome'), 'D');
    await user.clear(within(dialog).getByLabelText('Nome'));
    expect(await within(dialog).findByText('* Campo obrigatório')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('E-mail'), 'duda@mail');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('* E-mail inválido')).toBeInTheDocument();
    expect(within(dialog).getByText('* Telefone inválido')).toBeInTheDocument();
    expect(api.to(apiCall('usersCreateGuest', { eventId: 7 }))).toHaveLength(0);
  });

  it('companions: a name needs an age and an age a name; empty rows are dropped; POST with the event id', async () => {
    const { user, api } = renderSignedIn('/confirmations', handlers([]));
    await user.click(await screen.findByRole('button', { name: 'Adicionar convidado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar convidado' });
    await fillContact(user, dialog);
    expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(11) 91234-5678');
    for (let i = 0; i < 3; i += 1)
      await user.click(within(dialog).getByRole('button', { name: 'Adicionar acompanhante' }));
    await user.type(within(dialog).getByLabelText('Nome do acompanhante 1'), 'Enzo');
    await user.type(within(dialog).getByLabelText('Idade do acompanhante 2'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('* Idade do acompanhante 1 é obrigatória se o nome for preenchido.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('* Nome do acompanhante 2 é obrigatório se a idade for preenchida.'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Idade do acompanhante 1'), '5');
    await user.type(within(dialog).getByLabelText('Nome do acompanhante 2'), 'Lia');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Convidado adicionado com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersCreateGuest', { eventId: 7 }))[0]?.body).toEqual({
      eventId: 7,
      firstName: 'Duda',
      lastName: 'Rocha',
      email: 'duda@mail.com',
      phoneNumber: '(11) 91234-5678',
      companions: [
        { name: 'Enzo', age: 5 },
        { name: 'Lia', age: 30 },
      ],
      attending: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Adicionar convidado' })).not.toBeInTheDocument(),
    );
    expect(api.to(apiCall('usersListGuests', { eventId: 7 }))).toHaveLength(2);
  });

  it('edits a guest with a PUT, prefilled', async () => {
    const { user, api } = renderSignedIn('/confirmations', handlers());
    await user.click(await screen.findByRole('button', { name: 'Editar Bruno Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar convidado' });
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Bruno');
    expect(within(dialog).getByLabelText('Nome do acompanhante 1')).toHaveValue('Clara');
    const last = within(dialog).getByLabelText('Sobrenome');
    await user.clear(last);
    await user.type(last, 'Lima Souza');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Convidado atualizado com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateGuest', { eventId: 7, guestId: 11 }))[0]?.body).toEqual({
      firstName: 'Bruno',
      lastName: 'Lima Souza',
      email: 'bruno@mail.com',
      phoneNumber: '(21) 99876-5432',
      companions: [{ name: 'Clara', age: 8 }],
      attending: true,
    });
  });

  it("a failed save says 'Erro ao salvar convidado.'", async () => {
    const { user } = renderSignedIn('/confirmations', {
      ...handlers([]),
      [apiCall('usersCreateGuest', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar convidado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar convidado' });
    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar convidado.')).toBeInTheDocument();
  });

  it("deletes after 'Tem certeza que deseja excluir este convidado?'", async () => {
    const { user, api } = renderSignedIn('/confirmations', handlers());
    await user.click(await screen.findByRole('button', { name: 'Excluir Bruno Lima' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir este convidado?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Convidado removido com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersDeleteGuest', { eventId: 7, guestId: 11 }))).toHaveLength(1);
  });

  it("a failed removal says 'Erro ao remover convidado.'", async () => {
    const { user } = renderSignedIn('/confirmations', {
      ...handlers(),
      [apiCall('usersDeleteGuest', { eventId: 7, guestId: 11 })]: () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir Bruno Lima' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao remover convidado.')).toBeInTheDocument();
  });

  it("a failed load says 'Erro ao carregar convidados.'", async () => {
    renderSignedIn('/confirmations', {
      [apiCall('usersListGuests', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Erro ao carregar convidados.')).toBeInTheDocument();
  });

  it("'Baixar lista (PDF)' makes the PDF of the guests", async () => {
    const { user } = renderSignedIn('/confirmations', handlers());
    await user.click(await screen.findByRole('button', { name: 'Baixar lista (PDF)' }));
    await waitFor(() =>
      expect(downloadGuestList).toHaveBeenCalledWith('Casamento de Ana e João', [guest], {
        childrenMaxAge: 12,
        questions: [{ id: 5, label: 'Restrição alimentar?' }],
      }),
    );
  });

  it("'Baixar lista (CSV)' downloads the guests as a spreadsheet for Excel, with the answers", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const answered = testGuest({
      ...guest,
      answers: [{ questionId: 5, question: 'Restrição alimentar?', answer: 'Vegetariana' }],
    });
    const { user } = renderSignedIn('/confirmations', handlers([answered]));
    await user.click(await screen.findByRole('button', { name: 'Baixar lista (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('lista-de-convidados-casamento-de-ana-e-joao.csv');
    const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const lines = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(await blob.arrayBuffer())
      .split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFNome;Sobrenome;E-mail;Telefone;Situação;Acompanhantes;Adultos;Crianças;Total de pessoas;Mensagem;Respondeu em;Restrição alimentar?',
    );
    expect(lines[1]).toBe(
      'Bruno;Lima;bruno@mail.com;(21) 99876-5432;Vou;Clara (8 anos);1;1;2;;01/03/2025 09:00;Vegetariana',
    );
  });
});

const TOKEN = 'fedcba9876543210fedcba9876543210';
const coming = testGuest({
  companions: [
    { name: 'Clara', age: 8 },
    { name: 'Leo', age: 13 },
  ],
  answers: [{ questionId: 5, question: 'Restrição alimentar?', answer: 'Vegetariana' }],
  answeredAt: '2025-03-02T15:00:00.000Z',
  answerChangedAt: '2025-03-04T18:30:00.000Z',
});
const declined = testGuest({ id: 12, firstName: 'Íris', lastName: 'Prado', attending: false });
const pending = testGuest({
  id: 13,
  firstName: 'Davi',
  lastName: 'Rocha',
  email: 'davi@mail.com',
  phoneNumber: '(11) 91234-5678',
  attending: null,
  invitationToken: TOKEN,
  openedAt: '2025-03-03T15:00:00.000Z',
  remindedAt: '2025-03-05T15:00:00.000Z',
});
const list = [coming, declined, pending];

describe('confirmations: answers, invitations and reminders', () => {
  it('totals split the people coming into adults and children by the event’s age band', async () => {
    renderSignedIn('/confirmations', handlers(list));
    const region = await screen.findByLabelText('Totais');
    // Bruno and Leo (13) are adults; Clara (8) is a child up to 12.
    await waitFor(() => expect(within(region).getByLabelText('Adultos')).toHaveTextContent('2'));
    expect(within(region).getByLabelText('Crianças (até 12 anos)')).toHaveTextContent('1');
    expect(within(region).getByLabelText('Pessoas confirmadas')).toHaveTextContent('3');
    expect(within(region).getByLabelText('Não vão')).toHaveTextContent('1');
    expect(within(region).getByLabelText('Sem resposta')).toHaveTextContent('1');
    const card = screen.getByRole('listitem', { name: 'Bruno Lima' });
    expect(within(card).getByText('Leo, 13 anos · Adulto')).toBeInTheDocument();
    expect(within(card).getByText('Vegetariana')).toBeInTheDocument();
    expect(within(card).getByText('Respondeu em 02/03')).toBeInTheDocument();
    expect(within(card).getByText('Resposta alterada em 04/03 15:30')).toBeInTheDocument();
    const davi = screen.getByRole('listitem', { name: 'Davi Rocha' });
    expect(within(davi).getByText('Convite aberto em 03/03')).toBeInTheDocument();
    expect(within(davi).getByText('Lembrado em 05/03')).toBeInTheDocument();
  });

  it('a wider age band counts the 13-year-old as a child', async () => {
    renderSignedIn('/confirmations', handlers(list, { ...RSVP, childrenMaxAge: 14 }));
    const region = await screen.findByLabelText('Totais');
    await waitFor(() =>
      expect(within(region).getByLabelText('Crianças (até 14 anos)')).toHaveTextContent('2'),
    );
    expect(within(region).getByLabelText('Adultos')).toHaveTextContent('1');
  });

  it("'Sem resposta' shows only the guests who have not answered", async () => {
    const { user } = renderSignedIn('/confirmations', handlers(list));
    await screen.findByRole('listitem', { name: 'Bruno Lima' });
    await user.click(screen.getByRole('tab', { name: 'Sem resposta' }));
    const items = within(screen.getByRole('list', { name: 'Convidados' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Davi Rocha']);
    await user.click(screen.getByRole('tab', { name: 'Não vão' }));
    expect(screen.getByRole('listitem', { name: 'Íris Prado' })).toHaveTextContent('Não poderei ir');
    expect(screen.queryByRole('listitem', { name: 'Davi Rocha' })).not.toBeInTheDocument();
  });

  it("'Lembrar pelo WhatsApp' opens a chat with the guest's number and their personal link", async () => {
    renderSignedIn('/confirmations', handlers(list));
    const davi = await screen.findByRole('listitem', { name: 'Davi Rocha' });
    const link = within(davi).getByRole('link', { name: 'Lembrar pelo WhatsApp' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5511912345678');
    expect(url.searchParams.get('text')).toContain(invitationUrl('ana-e-joao', TOKEN));
    expect(url.searchParams.get('text')).toContain('Olá, Davi!');
    // Only who has not answered gets reminders.
    const bruno = screen.getByRole('listitem', { name: 'Bruno Lima' });
    expect(within(bruno).queryByRole('link', { name: 'Lembrar pelo WhatsApp' })).not.toBeInTheDocument();
  });

  it("'Copiar link pessoal' copies the guest's link and says so", async () => {
    const { user } = renderSignedIn('/confirmations', handlers(list));
    const davi = await screen.findByRole('listitem', { name: 'Davi Rocha' });
    await user.click(within(davi).getByRole('button', { name: 'Copiar link pessoal' }));
    expect(await screen.findByText('Link pessoal copiado.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(invitationUrl('ana-e-joao', TOKEN));
  });

  it("'Lembrar por e-mail' sends that guest's reminder and shows the server's message", async () => {
    const { user, api } = renderSignedIn('/confirmations', {
      ...handlers(list),
      [apiCall('usersRemindGuest', { eventId: 7, guestId: 13 })]: () =>
        json(ok({ message: GUEST_LIST_MESSAGES.reminderSent })),
    });
    const davi = await screen.findByRole('listitem', { name: 'Davi Rocha' });
    await user.click(within(davi).getByRole('button', { name: 'Lembrar por e-mail' }));
    expect(await screen.findByText('Lembrete enviado por e-mail.')).toBeInTheDocument();
    expect(api.to(apiCall('usersRemindGuest', { eventId: 7, guestId: 13 }))).toHaveLength(1);
    await waitFor(() => expect(api.to(apiCall('usersListGuests', { eventId: 7 }))).toHaveLength(2));
  });

  it("a guest without e-mail can't be reminded by e-mail; the server's refusal is shown", async () => {
    const { user } = renderSignedIn('/confirmations', {
      ...handlers([
        { ...pending, email: '' },
        { ...pending, id: 14, firstName: 'Lia' },
      ]),
      [apiCall('usersRemindGuest', { eventId: 7, guestId: 14 })]: () =>
        json({ success: false, message: GUEST_LIST_MESSAGES.reminderTooSoon }, 429),
    });
    const davi = await screen.findByRole('listitem', { name: 'Davi Rocha' });
    expect(within(davi).getByRole('button', { name: 'Lembrar por e-mail' })).toBeDisabled();
    const lia = screen.getByRole('listitem', { name: 'Lia Rocha' });
    await user.click(within(lia).getByRole('button', { name: 'Lembrar por e-mail' }));
    expect(await screen.findByText(GUEST_LIST_MESSAGES.reminderTooSoon)).toBeInTheDocument();
  });

  it("'Lembrar por e-mail quem não respondeu' asks first, then sends the reminders", async () => {
    const { user, api } = renderSignedIn('/confirmations', {
      ...handlers(list),
      [apiCall('usersRemindGuests', { eventId: 7 })]: () =>
        json(ok({ message: GUEST_LIST_MESSAGES.remindersSent(1), sent: 1 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Lembrar por e-mail quem não respondeu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lembrar por e-mail' });
    expect(api.to(apiCall('usersRemindGuests', { eventId: 7 }))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar lembretes' }));
    expect(await screen.findByText('1 lembrete enviado por e-mail.')).toBeInTheDocument();
    expect(api.to(apiCall('usersRemindGuests', { eventId: 7 }))).toHaveLength(1);
  });

  it("the guest form's 'Sem resposta (convidar)' adds a guest to invite", async () => {
    const { user, api } = renderSignedIn('/confirmations', handlers([]));
    await user.click(await screen.findByRole('button', { name: 'Adicionar convidado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar convidado' });
    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('radio', { name: 'Sem resposta (convidar)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Convidado adicionado com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersCreateGuest', { eventId: 7 }))[0]?.body).toMatchObject({
      firstName: 'Duda',
      attending: null,
    });
  });

  it('editing a guest who declined keeps the answer unless changed', async () => {
    const { user, api } = renderSignedIn('/confirmations', {
      ...handlers(list),
      [apiCall('usersUpdateGuest', { eventId: 7, guestId: 12 })]: () => json(ok({ guest: declined })),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Íris Prado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar convidado' });
    expect(within(dialog).getByRole('radio', { name: 'Não poderei ir' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Vou' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Convidado atualizado com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateGuest', { eventId: 7, guestId: 12 }))[0]?.body).toMatchObject({
      attending: true,
    });
  });
});

// Importing a list: ImportGuests.test.tsx.

describe('confirmations: the confirmation settings', () => {
  it('saves the deadline, the age band and the questions, in order, and shows the message', async () => {
    const saved: TRsvpSettings = {
      confirmationDeadline: '2025-06-10',
      childrenMaxAge: 10,
      questions: [
        { id: 6, label: 'Música que não pode faltar', required: true },
        { id: 5, label: 'Alguma restrição alimentar?', required: false },
      ],
    };
    const { user, api } = renderSignedIn('/confirmations', {
      ...handlers(list),
      [apiCall('usersUpdateRsvpSettings', { eventId: 7 })]: () =>
        json(ok({ message: GUEST_LIST_MESSAGES.rsvpSettingsSaved, rsvp: saved })),
    });
    await screen.findByRole('listitem', { name: 'Bruno Lima' });
    await user.click(screen.getByRole('button', { name: 'Configurar confirmação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurar confirmação' });
    expect(within(dialog).getByLabelText('Pergunta 1')).toHaveValue('Restrição alimentar?');
    fireEvent.change(within(dialog).getByLabelText('Prazo para confirmar'), {
      target: { value: '2025-06-10' },
    });
    const age = within(dialog).getByLabelText('Idade máxima das crianças');
    await user.clear(age);
    await user.type(age, '10');
    const first = within(dialog).getByLabelText('Pergunta 1');
    await user.clear(first);
    await user.type(first, 'Alguma restrição alimentar?');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar pergunta' }));
    await user.type(within(dialog).getByLabelText('Pergunta 2'), 'Música que não pode faltar');
    await user.click(within(dialog).getByRole('switch', { name: 'Pergunta 2 obrigatória' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir pergunta 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações da confirmação salvas com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateRsvpSettings', { eventId: 7 }))[0]?.body).toEqual({
      confirmationDeadline: '2025-06-10',
      childrenMaxAge: 10,
      questions: [
        { label: 'Música que não pode faltar', required: true },
        { id: 5, label: 'Alguma restrição alimentar?', required: false },
      ],
    });
  });

  it('warns, beside the field, that a deadline in the past closes the answers at once', async () => {
    const { user } = renderSignedIn('/confirmations', handlers(list));
    await screen.findByRole('listitem', { name: 'Bruno Lima' });
    await user.click(screen.getByRole('button', { name: 'Configurar confirmação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurar confirmação' });
    const field = within(dialog).getByLabelText('Prazo para confirmar');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    fireEvent.change(field, { target: { value: day(-3) } });
    expect(
      within(dialog).getByText(
        'Esta data já passou: os convidados não poderão mais confirmar presença pelo site.',
      ),
    ).toBeInTheDocument();

    fireEvent.change(field, { target: { value: day(3) } });
    expect(within(dialog).queryByText(/Esta data já passou/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Último dia para responder (horário de Brasília).')).toBeInTheDocument();
  });

  it('clears the deadline, removes a question, and refuses an age band above 17', async () => {
    const { user, api } = renderSignedIn('/confirmations', {
      ...handlers(list, { ...RSVP, confirmationDeadline: '2025-06-10' }),
      [apiCall('usersUpdateRsvpSettings', { eventId: 7 })]: () =>
        json(ok({ message: GUEST_LIST_MESSAGES.rsvpSettingsSaved, rsvp: { ...RSVP, questions: [] } })),
    });
    await screen.findByRole('listitem', { name: 'Bruno Lima' });
    await user.click(screen.getByRole('button', { name: 'Configurar confirmação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurar confirmação' });
    expect(within(dialog).getByLabelText('Prazo para confirmar')).toHaveValue('2025-06-10');
    await user.click(within(dialog).getByRole('button', { name: 'Sem prazo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remover pergunta 1' }));
    const age = within(dialog).getByLabelText('Idade máxima das crianças');
    await user.clear(age);
    await user.type(age, '18');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('A idade máxima das crianças deve ficar entre 0 e 17 anos.'),
    ).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateRsvpSettings', { eventId: 7 }))).toHaveLength(0);
    await user.clear(age);
    await user.type(age, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações da confirmação salvas com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateRsvpSettings', { eventId: 7 }))[0]?.body).toEqual({
      confirmationDeadline: null,
      childrenMaxAge: 12,
      questions: [],
    });
  });

  it("'Juntar com outro convidado' moves an answer to the row with the same contact, preselected", async () => {
    const invited = testGuest({
      id: 21,
      firstName: 'Rita',
      lastName: 'Lima',
      email: 'rita@mail.com',
      attending: null,
    });
    const other = testGuest({
      id: 22,
      firstName: 'Zeca',
      lastName: 'Paz',
      email: 'zeca@mail.com',
      phoneNumber: '',
    });
    const answer = testGuest({
      id: 23,
      firstName: 'Rita',
      lastName: 'L.',
      email: 'RITA@mail.com',
      phoneNumber: '',
    });
    const { user, api } = renderSignedIn('/confirmations', {
      ...handlers([answer, other, invited]),
      [apiCall('usersMergeGuest', { eventId: 7, guestId: 23 })]: () =>
        json(ok({ message: GUEST_LIST_MESSAGES.guestsMerged, guest: { ...invited, attending: true } })),
    });
    const card = await screen.findByRole('listitem', { name: 'Rita L.' });
    await user.click(within(card).getByRole('button', { name: 'Juntar com outro convidado: Rita L.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Juntar com outro convidado' });
    const select = within(dialog).getByLabelText('Juntar a');
    expect(select).toHaveValue('21');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Rita Lima · rita@mail.com · (21) 99876-5432', 'Zeca Paz · zeca@mail.com']);
    await user.click(within(dialog).getByRole('button', { name: 'Juntar' }));

    expect(await screen.findByText('Respostas juntadas com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersMergeGuest', { eventId: 7, guestId: 23 }))[0]?.body).toEqual({
      intoGuestId: 21,
    });
    await waitFor(() => expect(api.to(apiCall('usersListGuests', { eventId: 7 }))).toHaveLength(2));
  });

  it('offers no merge on a list of one', async () => {
    renderSignedIn('/confirmations', handlers());
    const card = await screen.findByRole('listitem', { name: 'Bruno Lima' });
    expect(within(card).queryByRole('button', { name: /Juntar/ })).not.toBeInTheDocument();
  });
});
