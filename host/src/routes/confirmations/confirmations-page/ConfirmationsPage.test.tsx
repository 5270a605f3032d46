import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/api-mock';
import { ok } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';
import { downloadGuestList } from './components/download-guest-list';

vi.mock('./components/download-guest-list', () => ({ downloadGuestList: vi.fn(async () => {}) }));

const guest = {
  id: 11,
  eventId: 7,
  firstName: 'Bruno',
  lastName: 'Lima',
  email: 'bruno@mail.com',
  phoneNumber: '(21) 99876-5432',
  message: null,
  companions: [{ name: 'Clara', age: 8 }],
  createdAt: '2025-03-01T12:00:00.000Z',
};

const handlers = (guests: unknown[] = [guest]) => ({
  'GET /api/users/guests/7': () => json(ok({ guests })),
  'POST /api/users/guests/7': () => json(ok({ guest })),
  'PUT /api/users/guests/7/11': () => json(ok({ guest })),
  'DELETE /api/users/guests/7/11': () => json(ok()),
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
    expect(within(card).getByText('Clara, 8 anos')).toBeInTheDocument();
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
    expect(api.to('POST /api/users/guests/7')).toHaveLength(0);
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
    expect(api.to('POST /api/users/guests/7')[0]?.body).toEqual({
      eventId: 7,
      firstName: 'Duda',
      lastName: 'Rocha',
      email: 'duda@mail.com',
      phoneNumber: '(11) 91234-5678',
      companions: [
        { name: 'Enzo', age: 5 },
        { name: 'Lia', age: 30 },
      ],
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Adicionar convidado' })).not.toBeInTheDocument(),
    );
    expect(api.to('GET /api/users/guests/7')).toHaveLength(2);
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
    expect(api.to('PUT /api/users/guests/7/11')[0]?.body).toEqual({
      firstName: 'Bruno',
      lastName: 'Lima Souza',
      email: 'bruno@mail.com',
      phoneNumber: '(21) 99876-5432',
      companions: [{ name: 'Clara', age: 8 }],
    });
  });

  it("a failed save says 'Erro ao salvar convidado.'", async () => {
    const { user } = renderSignedIn('/confirmations', {
      ...handlers([]),
      'POST /api/users/guests/7': () => new Response('', { status: 500 }),
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
    expect(api.to('DELETE /api/users/guests/7/11')).toHaveLength(1);
  });

  it("a failed removal says 'Erro ao remover convidado.'", async () => {
    const { user } = renderSignedIn('/confirmations', {
      ...handlers(),
      'DELETE /api/users/guests/7/11': () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir Bruno Lima' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao remover convidado.')).toBeInTheDocument();
  });

  it("a failed load says 'Erro ao carregar convidados.'", async () => {
    renderSignedIn('/confirmations', { 'GET /api/users/guests/7': () => new Response('', { status: 500 }) });
    expect(await screen.findByText('Erro ao carregar convidados.')).toBeInTheDocument();
  });

  it("'Baixar lista (PDF)' makes the PDF of the guests", async () => {
    const { user } = renderSignedIn('/confirmations', handlers());
    await user.click(await screen.findByRole('button', { name: 'Baixar lista (PDF)' }));
    await waitFor(() => expect(downloadGuestList).toHaveBeenCalledWith('Casamento de Ana e João', [guest]));
  });

  it("'Baixar lista (CSV)' downloads the guests as a spreadsheet for Excel", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderSignedIn('/confirmations', handlers());
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
      '\uFEFFNome;Sobrenome;E-mail;Telefone;Acompanhantes;Total de pessoas;Mensagem;Confirmado em',
    );
    expect(lines[1]).toBe('Bruno;Lima;bruno@mail.com;(21) 99876-5432;Clara (8 anos);2;;01/03/2025 09:00');
  });
});
