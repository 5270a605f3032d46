import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';

const t = await build();

function importCsv(eventId: number, headers: Record<string, string>, csv: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/guests/${eventId}/import`,
    headers,
    payload: { csv },
  });
}

async function rowsOf(eventId: number) {
  return t.db.select().from(guests).where(eq(guests.eventId, eventId)).orderBy(guests.id);
}

describe('POST /api/users/guests/{eventId}/import', () => {
  it('imports a good file of three as invited guests, phones normalized', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const csv = [
      'Nome,Sobrenome,E-mail,Telefone',
      'Ana,Lima,ANA@example.com,+55 11 91234-5678',
      'Bruno,Costa,,(21) 98888-7777',
      'Carla,,carla@example.com,',
    ].join('\n');

    const response = await importCsv(event.id, headers, csv);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: '3 convidados importados com sucesso.',
      imported: 3,
      errors: [],
    });
    const rows = await rowsOf(event.id);
    expect(
      rows.map(({ firstName, lastName, email, phoneNumber, attending }) => ({
        firstName,
        lastName,
        email,
        phoneNumber,
        attending,
      })),
    ).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Lima',
        email: 'ana@example.com',
        phoneNumber: '(11) 91234-5678',
        attending: null,
      },
      { firstName: 'Bruno', lastName: 'Costa', email: '', phoneNumber: '(21) 98888-7777', attending: null },
      { firstName: 'Carla', lastName: '', email: 'carla@example.com', phoneNumber: '', attending: null },
    ]);
    expect(rows.every((row) => row.invitedAt instanceof Date && row.answeredAt === null)).toBe(true);
  });

  it('reads semicolons, a byte-order mark, accented headers and full names in one column', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const csv = '\uFEFFNOME;Email;WhatsApp\r\nMaria da Silva;maria@example.com;11912345678\r\n';

    const response = await importCsv(event.id, headers, csv);

    expect(response.json()).toMatchObject({ success: true, imported: 1 });
    expect(await rowsOf(event.id)).toEqual([
      expect.objectContaining({
        firstName: 'Maria',
        lastName: 'da Silva',
        email: 'maria@example.com',
        phoneNumber: '(11) 91234-5678',
      }),
    ]);
  });

  it('stores nothing and reports each bad row by its line in the file', async () => {
    const { event, headers } = await createHostEvent(t.db);
    await t.db.insert(guests).values({
      eventId: event.id,
      firstName: 'Já',
      lastName: 'Lá',
      email: 'ja@example.com',
      phoneNumber: '',
    });
    const csv = [
      'Nome;E-mail;Telefone',
      'Ana;ana@example.com;',
      ';sem-nome@example.com;',
      'Bia;;',
      'Caio;caio@;',
      'Duda;;1234',
      'Ana B;ANA@example.com;',
      'Eva;ja@example.com;',
    ].join('\n');

    const response = await importCsv(event.id, headers, csv);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      message: 'Nenhum convidado foi importado: 6 linhas têm problemas. Corrija e envie o arquivo de novo.',
      imported: 0,
      errors: [
        { line: 3, message: '* Nome obrigatório' },
        { line: 4, message: 'Informe o e-mail ou o telefone.' },
        { line: 5, message: '* E-mail inválido' },
        { line: 6, message: '* Telefone inválido' },
        { line: 7, message: 'Mesmo convidado da linha 2.' },
        { line: 8, message: 'Este convidado já está na lista.' },
      ],
    });
    expect(await rowsOf(event.id)).toHaveLength(1);
  });

  it.each([
    ['', /Arquivo CSV/],
    ['Nome;E-mail\n', 'O arquivo não tem nenhum convidado.'],
    ['Apelido;E-mail\nAna;ana@example.com', 'O arquivo precisa de uma coluna "Nome".'],
    ['Nome,E-mail\n"Ana,ana@example.com', /Não foi possível ler o arquivo/],
    [
      `Nome;E-mail\n${Array.from({ length: 1001 }, (_, i) => `G${i};g${i}@example.com`).join('\n')}`,
      'Importe no máximo 1000 convidados por arquivo.',
    ],
  ])('refuses a file that cannot be imported (%#) with 400', async (csv, message) => {
    const { event, headers } = await createHostEvent(t.db);
    const response = await importCsv(event.id, headers, csv);
    expect(response.statusCode).toBe(400);
    if (typeof message === 'string') expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(message);
    expect(await rowsOf(event.id)).toEqual([]);
  });

  it('is for the host of the event only', async () => {
    const { event } = await createHostEvent(t.db);
    const request = {
      method: 'POST' as const,
      url: `/api/users/guests/${event.id}/import`,
      payload: { csv: 'Nome;E-mail\nAna;ana@example.com' },
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await rowsOf(event.id)).toEqual([]);
  });
});
