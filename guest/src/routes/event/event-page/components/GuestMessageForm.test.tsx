import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from '../../../../test/api-mock';
import { renderWithProviders } from '../../../../test/render';
import { GuestMessageForm } from './GuestMessageForm';

const SEND = apiCall('guestsSendMessage', { eventId: 7 });
const field = (name: RegExp, options: { hidden?: boolean } = {}) =>
  screen.getByRole('textbox', { name, ...options });

function renderForm(answer = () => json({ success: true, message: 'Recado enviado.' })) {
  const api = mockApi({ [SEND]: answer });
  return { api, ...renderWithProviders(<GuestMessageForm eventId={7} />) };
}

describe('the guest message form', () => {
  it('has a label on every field', () => {
    renderForm();
    for (const label of [/^Nome/, /^Sobrenome/, /^E-mail/, /^Mensagem/])
      expect(field(label)).toBeInTheDocument();
  });

  it('tells under the button what goes to the hosts, with the privacy policy', () => {
    renderForm();
    expect(
      screen.getByText(/Seu nome, e-mail e recado vão para os anfitriões do evento/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });

  it('requires all four fields, with the form messages', async () => {
    const { user, api } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar recado' }));
    expect(await screen.findByText('* Nome obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Sobrenome obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* E-mail obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Mensagem obrigatória')).toBeInTheDocument();
    expect(field(/^Nome/)).toHaveAccessibleDescription('* Nome obrigatório');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail', async () => {
    const { user, api } = renderForm();
    await user.type(field(/^Nome/), 'Carla');
    await user.type(field(/^Sobrenome/), 'Mendes');
    await user.type(field(/^E-mail/), 'carla @exemplo.com');
    await user.type(field(/^Mensagem/), 'Felicidades!');
    await user.click(screen.getByRole('button', { name: 'Enviar recado' }));
    expect(await screen.findByText('* E-mail inválido')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('says * Campo obrigatório as soon as a field is emptied', async () => {
    const { user } = renderForm();
    await user.type(field(/^Sobrenome/), 'M');
    expect(screen.queryByText('* Campo obrigatório')).not.toBeInTheDocument();
    await user.clear(field(/^Sobrenome/));
    expect(await screen.findByText('* Campo obrigatório')).toBeInTheDocument();
    await user.type(field(/^Sobrenome/), 'Mendes');
    expect(screen.queryByText('* Campo obrigatório')).not.toBeInTheDocument();
  });

  it('sends the message, says so and empties the message, keeping who the guest is', async () => {
    const { user, api } = renderForm();
    await user.type(field(/^Nome/), ' Carla ');
    await user.type(field(/^Sobrenome/), 'Mendes');
    await user.type(field(/^E-mail/), 'Carla@Exemplo.com');
    await user.type(field(/^Mensagem/), 'Muitas felicidades!\nCom carinho.');
    await user.click(screen.getByRole('button', { name: 'Enviar recado' }));

    const alert = await screen.findByRole('dialog');
    expect(within(alert).getByText('Recado enviado.')).toBeInTheDocument();
    expect(api.to(SEND).map((request) => request.body)).toEqual([
      {
        firstName: 'Carla',
        lastName: 'Mendes',
        email: 'carla@exemplo.com',
        message: 'Muitas felicidades!\nCom carinho.',
      },
    ]);
    expect(field(/^Mensagem/, { hidden: true })).toHaveValue('');
    expect(field(/^Nome/, { hidden: true })).toHaveValue('Carla');
  });

  it('shows the server message, else Erro ao enviar recado.', async () => {
    let answer = json({ success: false, message: 'Mensagem muito longa.' }, 400);
    const { user } = renderForm(() => answer);
    await user.type(field(/^Nome/), 'Carla');
    await user.type(field(/^Sobrenome/), 'Mendes');
    await user.type(field(/^E-mail/), 'carla@exemplo.com');
    await user.type(field(/^Mensagem/), 'Oi');
    await user.click(screen.getByRole('button', { name: 'Enviar recado' }));
    expect(await screen.findByText('Mensagem muito longa.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    answer = new Response('', { status: 500 });
    await user.click(await screen.findByRole('button', { name: 'Enviar recado' }));
    expect(await screen.findByText('Erro ao enviar recado.')).toBeInTheDocument();
  });
});
