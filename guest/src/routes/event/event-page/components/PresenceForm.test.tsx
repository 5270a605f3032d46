import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/api-mock';
import { renderWithProviders } from '../../../../test/render';
import { PresenceForm } from './PresenceForm';

const CONFIRM = 'POST /api/guests/confirmation/7';
const field = (name: RegExp | string, options: { hidden?: boolean } = {}) =>
  screen.getByRole('textbox', { name, ...options });
const confirm = () => screen.getByRole('button', { name: 'Confirmar presença' });

function renderForm(answer = () => json({ success: true, message: 'Presença confirmada.' })) {
  const api = mockApi({ [CONFIRM]: answer });
  return { api, ...renderWithProviders(<PresenceForm eventId={7} />) };
}

async function fillGuest(user: ReturnType<typeof renderForm>['user']) {
  await user.type(field(/^Nome/), 'João');
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

  it('sends the confirmation without the empty companion rows, says so and empties the form', async () => {
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
        companions: [
          { name: 'Marina Pereira', age: 31 },
          { name: 'Lucas Pereira', age: 6 },
        ],
      },
    ]);
    expect(field(/^Nome/, { hidden: true })).toHaveValue('');
    expect(
      screen.queryByRole('textbox', { name: 'Nome do acompanhante 1', hidden: true }),
    ).not.toBeInTheDocument();
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
      companions: [],
    });
  });

  it('shows the server message, else Erro ao confirmar presença.', async () => {
    let answer = json({ success: false, message: 'Confirmações encerradas.' }, 403);
    const { user } = renderForm(() => answer);
    await fillGuest(user);
    await user.click(confirm());
    expect(await screen.findByText('Confirmações encerradas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    answer = new Response('', { status: 502 });
    await user.click(await screen.findByRole('button', { name: 'Confirmar presença' }));
    expect(await screen.findByText('Erro ao confirmar presença.')).toBeInTheDocument();
  });
});
