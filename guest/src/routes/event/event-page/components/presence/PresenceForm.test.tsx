import { RSVP_MESSAGES } from '@celebra/shared/messages';
import type { TPublicRsvp } from '@celebra/shared/models';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from '../../../../../test/api-mock';
import { eventAnswer, makeEvent } from '../../../../../test/fixtures';
import { renderApp, renderWithProviders } from '../../../../../test/render';
import { Presence } from './Presence';

const CONFIRM = apiCall('guestsConfirmPresence', { eventId: 7 });
const TOKEN = '0123456789abcdef0123456789abcdef';
const INVITATION = apiCall('guestsGetInvitation', { token: TOKEN });
const OPEN: TPublicRsvp = { deadline: null, open: true, childrenMaxAge: 12, questions: [] };
const QUESTIONS: TPublicRsvp['questions'] = [
  { id: 31, label: 'Alguma restrição alimentar?', required: true },
  { id: 32, label: 'Qual música não pode faltar?', required: false },
];

const field = (name: RegExp | string, options: { hidden?: boolean } = {}) =>
  screen.getByRole('textbox', { name, ...options });
const confirm = () => screen.getByRole('button', { name: 'Confirmar presença' });
const addCompanion = () => screen.getByRole('button', { name: 'Adicionar acompanhante' });

type TRenderOptions = {
  rsvp?: Partial<TPublicRsvp>;
  path?: string;
  handlers?: Parameters<typeof mockApi>[0];
};

function renderForm(
  answer = () =>
    json({
      success: true,
      message: 'Presença confirmada.',
      updated: false,
      summary: RSVP_MESSAGES.recorded(true, 0),
    }),
  { rsvp = {}, path = '/ana-e-pedro', handlers = {} }: TRenderOptions = {},
) {
  const api = mockApi({ [CONFIRM]: answer, ...handlers });
  return {
    api,
    ...renderWithProviders(<Presence eventId={7} rsvp={{ ...OPEN, ...rsvp }} />, path),
  };
}

async function fillGuest(user: ReturnType<typeof renderForm>['user']) {
  await user.type(field(/^Nome( \*)?$/), 'João');
  await user.type(field(/^Sobrenome/), 'Pereira');
  await user.type(field(/^E-mail/), 'joao@exemplo.com');
  await user.type(field(/^Telefone/), '11982345678');
}

describe('the presence confirmation', () => {
  it('requires name, surname, e-mail and phone, with the form messages', async () => {
    const { user, api } = renderForm();
    await user.click(confirm());
    expect(await screen.findByText('* Nome obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Sobrenome obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* E-mail obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Telefone obrigatório')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('masks the phone as (XX) XXXXX-XXXX, 15 characters at most', async () => {
    const { user } = renderForm();
    const phone = field(/^Telefone/);
    await user.type(phone, '1');
    expect(phone).toHaveValue('(1');
    await user.type(phone, '19');
    expect(phone).toHaveValue('(11) 9');
    await user.type(phone, '87654321999');
    expect(phone).toHaveValue('(11) 98765-4321');
    expect(phone).toHaveAttribute('maxlength', '15');
  });

  it('says * Número inválido while the phone is incomplete, * Telefone inválido on submit', async () => {
    const { user } = renderForm();
    await user.type(field(/^Telefone/), '1198');
    expect(await screen.findByText('* Número inválido')).toBeInTheDocument();
    await user.click(confirm());
    expect(await screen.findByText('* Telefone inválido')).toBeInTheDocument();
    await user.type(field(/^Telefone/), '7654321');
    expect(screen.queryByText('* Telefone inválido')).not.toBeInTheDocument();
    expect(screen.queryByText('* Número inválido')).not.toBeInTheDocument();
  });

  it('says * Campo obrigatório when a required field is emptied', async () => {
    const { user } = renderForm();
    await user.type(field(/^E-mail/), 'j');
    await user.clear(field(/^E-mail/));
    expect(await screen.findByText('* Campo obrigatório')).toBeInTheDocument();
  });

  it('refuses an invalid e-mail', async () => {
    const { user } = renderForm();
    await fillGuest(user);
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'joao@exemplo');
    await user.click(confirm());
    expect(await screen.findByText('* E-mail inválido')).toBeInTheDocument();
  });

  it('asks for the age of a named companion and the name of an aged one', async () => {
    const { user, api } = renderForm();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar acompanhante' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar acompanhante' }));
    await user.type(field('Nome do acompanhante 1'), 'Marina');
    await user.type(field('Idade do acompanhante 2'), '6');
    await user.click(confirm());
    expect(
      await screen.findByText('* Idade do acompanhante 1 é obrigatória se o nome for preenchido.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('* Nome do acompanhante 2 é obrigatório se a idade for preenchida.'),
    ).toBeInTheDocument();
    // Shown under the row, and read out with its fields.
    expect(field('Idade do acompanhante 1')).toHaveAccessibleDescription(
      '* Idade do acompanhante 1 é obrigatória se o nome for preenchido.',
    );
    expect(field('Idade do acompanhante 1')).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('adds and removes companion rows; ages take digits only', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Adicionar acompanhante' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar acompanhante' }));
    await user.type(field('Nome do acompanhante 2'), 'Lucas');
    await user.type(field('Idade do acompanhante 2'), '6a');
    expect(field('Idade do acompanhante 2')).toHaveValue('6');
    await user.click(screen.getByRole('button', { name: 'Remover acompanhante 1' }));
    expect(screen.queryByRole('textbox', { name: 'Nome do acompanhante 2' })).not.toBeInTheDocument();
    expect(field('Nome do acompanhante 1')).toHaveValue('Lucas');
  });

  it('sends the confirmation without the empty companion rows, says so and stays filled', async () => {
    const { user, api } = renderForm();
    await fillGuest(user);
    await user.type(field(/^Mensagem/), 'Vamos em família!');
    for (let i = 0; i < 3; i += 1)
      await user.click(screen.getByRole('button', { name: 'Adicionar acompanhante' }));
    await user.type(field('Nome do acompanhante 1'), 'Marina Pereira');
    await user.type(field('Idade do acompanhante 1'), '31');
    await user.type(field('Nome do acompanhante 3'), 'Lucas Pereira');
    await user.type(field('Idade do acompanhante 3'), '6');
    await user.click(confirm());

    const alert = await screen.findByRole('dialog');
    expect(within(alert).getByText('Presença confirmada.')).toBeInTheDocument();
    expect(api.to(CONFIRM).map((request) => request.body)).toEqual([
      {
        firstName: 'João',
        lastName: 'Pereira',
        email: 'joao@exemplo.com',
        phoneNumber: '(11) 98234-5678',
        message: 'Vamos em família!',
        attending: true,
        companions: [
          { name: 'Marina Pereira', age: 31 },
          { name: 'Lucas Pereira', age: 6 },
        ],
        answers: [],
      },
    ]);
    // Kept as sent, so that the guest can change the answer and send it again.
    expect(field(/^Nome( \*)?$/, { hidden: true })).toHaveValue('João');
    expect(field('Nome do acompanhante 1', { hidden: true })).toHaveValue('Marina Pereira');
  });

  it('sends no message and no companions when there are none', async () => {
    const { user, api } = renderForm();
    await fillGuest(user);
    await user.click(confirm());
    await screen.findByText('Presença confirmada.');
    expect(api.to(CONFIRM)[0]?.body).toEqual({
      firstName: 'João',
      lastName: 'Pereira',
      email: 'joao@exemplo.com',
      phoneNumber: '(11) 98234-5678',
      message: null,
      attending: true,
      companions: [],
      answers: [],
    });
  });

  it('shows the server message, else Erro ao confirmar presença.', async () => {
    let answer = json({ success: false, message: 'Confirmações encerradas.' }, 403);
    const { user } = renderForm(() => answer);
    await screen.findByRole('form', { name: 'Confirmar presença' });
    await fillGuest(user);
    await user.click(confirm());
    expect(await screen.findByText('Confirmações encerradas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    answer = new Response('', { status: 502 });
    await user.click(await screen.findByRole('button', { name: 'Confirmar presença' }));
    expect(await screen.findByText('Erro ao confirmar presença.')).toBeInTheDocument();
  });
});

describe("'Vou' or 'Não poderei ir'", () => {
  it('starts with neither chosen; sending confirms', async () => {
    const { user, api } = renderForm();
    expect(screen.getByRole('button', { name: 'Vou' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Não poderei ir' })).toHaveAttribute('aria-pressed', 'false');
    await fillGuest(user);
    await user.click(confirm());
    await screen.findByText('Presença confirmada.');
    expect(api.to(CONFIRM)[0]?.body).toMatchObject({ attending: true });
  });

  it("hides the companions and the questions for 'Não poderei ir' and sends attending false without them", async () => {
    const answer = () =>
      json({
        success: true,
        message: RSVP_MESSAGES.declined,
        updated: false,
        summary: RSVP_MESSAGES.recorded(false, 0),
      });
    const { user, api } = renderForm(answer, { rsvp: { questions: QUESTIONS } });
    await fillGuest(user);
    await user.click(addCompanion());
    // A half-filled row would stop a guest who comes; it does not stop one who does not.
    await user.type(field('Nome do acompanhante 1'), 'Marina');
    await user.type(field(/^Qual música/), 'Evidências');

    await user.click(screen.getByRole('button', { name: 'Não poderei ir' }));
    expect(screen.getByRole('button', { name: 'Não poderei ir' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Adicionar acompanhante' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nome do acompanhante 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Alguma restrição/ })).not.toBeInTheDocument();
    // Name, e-mail, phone and the message stay.
    expect(field(/^Nome( \*)?$/)).toHaveValue('João');
    expect(field(/^Mensagem/)).toBeInTheDocument();

    await user.type(field(/^Mensagem/), 'Felicidades!');
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    const alert = await screen.findByRole('dialog');
    expect(within(alert).getByText(RSVP_MESSAGES.declined)).toBeInTheDocument();
    expect(api.to(CONFIRM).map((request) => request.body)).toEqual([
      {
        firstName: 'João',
        lastName: 'Pereira',
        email: 'joao@exemplo.com',
        phoneNumber: '(11) 98234-5678',
        message: 'Felicidades!',
        attending: false,
        companions: [],
        answers: [],
      },
    ]);
  });

  it("shows again what was typed when the guest goes back to 'Vou'", async () => {
    const { user } = renderForm();
    await user.click(addCompanion());
    await user.type(field('Nome do acompanhante 1'), 'Marina');
    await user.click(screen.getByRole('button', { name: 'Não poderei ir' }));
    await user.click(screen.getByRole('button', { name: 'Vou' }));
    expect(field('Nome do acompanhante 1')).toHaveValue('Marina');
    expect(confirm()).toBeInTheDocument();
  });
});

describe("the host's questions", () => {
  it('asks each one, the required ones marked; a blank required one says so and sends nothing', async () => {
    const { user, api } = renderForm(undefined, { rsvp: { questions: QUESTIONS } });
    expect(field(/^Alguma restrição alimentar\?/)).toBeRequired();
    expect(field(/^Qual música não pode faltar\?/)).not.toBeRequired();
    await fillGuest(user);
    await user.type(field(/^Qual música/), 'Evidências');
    await user.click(confirm());
    expect(
      await screen.findByText(RSVP_MESSAGES.questionRequired('Alguma restrição alimentar?')),
    ).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();

    await user.type(field(/^Alguma restrição/), 'Sem glúten');
    expect(
      screen.queryByText(RSVP_MESSAGES.questionRequired('Alguma restrição alimentar?')),
    ).not.toBeInTheDocument();
  });

  it('sends the answers by question, blank optional ones left out', async () => {
    const { user, api } = renderForm(undefined, { rsvp: { questions: QUESTIONS } });
    await fillGuest(user);
    await user.type(field(/^Alguma restrição/), '  Sem glúten\nNem lactose ');
    await user.click(confirm());
    await screen.findByText('Presença confirmada.');
    expect(api.to(CONFIRM)[0]?.body).toMatchObject({
      attending: true,
      answers: [{ questionId: 31, answer: 'Sem glúten\nNem lactose' }],
    });
  });
});

describe('the companions’ age bands', () => {
  it('says Criança up to the event’s age and Adulto above it', async () => {
    const { user } = renderForm(undefined, { rsvp: { childrenMaxAge: 10 } });
    await user.click(addCompanion());
    await user.click(addCompanion());
    await user.click(addCompanion());
    await user.type(field('Idade do acompanhante 1'), '10');
    await user.type(field('Idade do acompanhante 2'), '11');
    const rows = screen.getAllByRole('textbox', { name: /^Idade do acompanhante/ });
    const bandOf = (input: HTMLElement) => input.closest('.MuiFormControl-root')?.textContent ?? '';
    expect(bandOf(rows[0] as HTMLElement)).toContain('Criança');
    expect(bandOf(rows[1] as HTMLElement)).toContain('Adulto');
    // No age yet: nothing said.
    expect(bandOf(rows[2] as HTMLElement)).not.toMatch(/Criança|Adulto/);
  });
});

describe('the deadline', () => {
  it('shows the last day above the form while it is open', () => {
    renderForm(undefined, { rsvp: { deadline: '2026-03-01' } });
    expect(screen.getByText(RSVP_MESSAGES.openUntil('01/03/2026'))).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Confirmar presença' })).toBeInTheDocument();
  });

  it('shows the day it closed, and no form, once it has passed', () => {
    renderForm(undefined, { rsvp: { deadline: '2026-03-01', open: false } });
    expect(screen.getByText('As confirmações foram encerradas em 01/03/2026.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Confirmar presença' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('a personal link (?convite=)', () => {
  const invitation = {
    eventId: 7,
    firstName: 'Carla',
    lastName: 'Souza',
    email: 'carla@exemplo.com',
    phoneNumber: '(21) 99876-5432',
    message: 'Até lá!',
    attending: true,
    companions: [{ name: 'Davi Souza', age: 5 }],
    answers: [{ questionId: 31, answer: 'Vegetariana' }],
  };
  const found = () => json({ success: true, message: 'Convite encontrado.', invitation });

  it('fills the form with the guest’s last answer, greets them and sends the token', async () => {
    const updated = () =>
      json({
        success: true,
        message: RSVP_MESSAGES.updated,
        updated: true,
        summary: RSVP_MESSAGES.recorded(true, 1),
      });
    const { user, api } = renderForm(updated, {
      rsvp: { questions: QUESTIONS },
      path: `/ana-e-pedro?convite=${TOKEN}`,
      handlers: { [INVITATION]: found },
    });
    expect(await screen.findByText(RSVP_MESSAGES.invitationGreeting('Carla'))).toBeInTheDocument();
    expect(field(/^Nome( \*)?$/)).toHaveValue('Carla');
    expect(field(/^Sobrenome/)).toHaveValue('Souza');
    expect(field(/^E-mail/)).toHaveValue('carla@exemplo.com');
    expect(field(/^Telefone/)).toHaveValue('(21) 99876-5432');
    expect(field(/^Mensagem/)).toHaveValue('Até lá!');
    expect(screen.getByRole('button', { name: 'Vou' })).toHaveAttribute('aria-pressed', 'true');
    expect(field('Nome do acompanhante 1')).toHaveValue('Davi Souza');
    expect(field('Idade do acompanhante 1')).toHaveValue('5');
    expect(field(/^Alguma restrição/)).toHaveValue('Vegetariana');

    await user.click(screen.getByRole('button', { name: 'Não poderei ir' }));
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText(RSVP_MESSAGES.updated)).toBeInTheDocument();
    expect(api.to(CONFIRM).map((request) => request.body)).toEqual([
      {
        firstName: 'Carla',
        lastName: 'Souza',
        email: 'carla@exemplo.com',
        phoneNumber: '(21) 99876-5432',
        message: 'Até lá!',
        attending: false,
        companions: [],
        answers: [],
        invitationToken: TOKEN,
      },
    ]);
  });

  it('restores a guest who had declined with Não poderei ir chosen', async () => {
    const declined = () =>
      json({
        success: true,
        message: 'Convite encontrado.',
        invitation: { ...invitation, attending: false, companions: [], answers: [] },
      });
    renderForm(undefined, {
      path: `/ana-e-pedro?convite=${TOKEN}`,
      handlers: { [INVITATION]: declined },
    });
    await screen.findByText(RSVP_MESSAGES.invitationGreeting('Carla'));
    expect(screen.getByRole('button', { name: 'Não poderei ir' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Adicionar acompanhante' })).not.toBeInTheDocument();
  });

  it('leaves the form empty for an unknown link, with a quiet line, and sends no token', async () => {
    const unknown = () => json({ success: false, message: 'Convite não encontrado.' }, 404);
    const { user, api } = renderForm(undefined, {
      path: `/ana-e-pedro?convite=${TOKEN}`,
      handlers: { [INVITATION]: unknown },
    });
    expect(await screen.findByText(RSVP_MESSAGES.invitationNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field(/^Nome( \*)?$/)).toHaveValue('');
    await fillGuest(user);
    await user.click(confirm());
    await screen.findByText('Presença confirmada.');
    expect(api.to(CONFIRM)[0]?.body).not.toHaveProperty('invitationToken');
  });

  it('does not ask about an address that cannot be a token', () => {
    const { api } = renderForm(undefined, { path: '/ana-e-pedro?convite=nao-e-um-convite' });
    expect(field(/^Nome( \*)?$/)).toHaveValue('');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('on a protected site, reads the link once the site opened and sends both token and password', async () => {
    const api = mockApi({
      [apiCall('guestsGetEvent', { slug: 'ana-e-pedro' })]: ({ query }) =>
        query.get('password') === 'segredo'
          ? json(eventAnswer(makeEvent({ rsvp: { ...OPEN, questions: QUESTIONS } })))
          : json({ success: false, message: 'Este site é protegido por senha.' }, 401),
      [INVITATION]: found,
      [CONFIRM]: () =>
        json({
          success: true,
          message: RSVP_MESSAGES.updated,
          updated: true,
          summary: RSVP_MESSAGES.recorded(true, 1),
        }),
    });
    const { user } = renderApp(`/ana-e-pedro?convite=${TOKEN}`);
    await user.type(await screen.findByLabelText(/Senha do site/), 'segredo');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const form = await screen.findByRole('form', { name: 'Confirmar presença' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Nome( \*)?$/ })).toHaveValue('Carla'),
    );
    await user.click(within(form).getByRole('button', { name: 'Confirmar presença' }));
    expect(await screen.findByText(RSVP_MESSAGES.updated)).toBeInTheDocument();
    expect(api.to(CONFIRM)[0]?.body).toMatchObject({
      attending: true,
      invitationToken: TOKEN,
      sitePassword: 'segredo',
      companions: [{ name: 'Davi Souza', age: 5 }],
      answers: [{ questionId: 31, answer: 'Vegetariana' }],
    });
    expect(api.to(INVITATION)).toHaveLength(1);
  });
});
