import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';

const t = await build();

function post(
  path: 'import' | 'import/preview',
  eventId: number,
  headers: Record<string, string>,
  csv: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/guests/${eventId}/${path}`,
    headers,
    payload: { csv },
  });
}

async function rowsOf(eventId: number) {
  return t.db.select().from(guests).where(eq(guests.eventId, eventId)).orderBy(guests.id);
}

describe('POST /api/users/guests/{eventId}/import/preview', () => {
  it('shows the column mapping, the first five guests as they will be stored and the count, storing nothing', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const csv = [
      'Nome,Sobrenome,E-mail,Telefone,Mesa',
      '"João","Gonçalves, Jr.",JOAO@example.com,"+55 11 98765-4321",1',
      // A quoted cell may hold the separator and a line break (Excel writes an Alt+Enter so).
      '"Ana Maria","Lima\nCosta",,11912345678,2',
      ...Array.from({ length: 5 }, (_, i) => `G${i},Souza,g${i}@example.com,,3`),
    ].join('\r\n');

    const response = await post('import/preview', event.id, headers, csv);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: '7 convidados prontos para importar.',
      columns: [
        { header: 'Nome', field: 'firstName' },
        { header: 'Sobrenome', field: 'lastName' },
        { header: 'E-mail', field: 'email' },
        { header: 'Telefone', field: 'phoneNumber' },
        { header: 'Mesa', field: null },
      ],
      guests: [
        {
          line: 2,
          firstName: 'João',
          lastName: 'Gonçalves, Jr.',
          email: 'joao@example.com',
          phoneNumber: '(11) 98765-4321',
        },
        {
          line: 3,
          firstName: 'Ana Maria',
          lastName: 'Lima\nCosta',
          email: '',
          phoneNumber: '(11) 91234-5678',
        },
        { line: 5, firstName: 'G0', lastName: 'Souza', email: 'g0@example.com', phoneNumber: '' },
        { line: 6, firstName: 'G1', lastName: 'Souza', email: 'g1@example.com', phoneNumber: '' },
        { line: 7, firstName: 'G2', lastName: 'Souza', email: 'g2@example.com', phoneNumber: '' },
      ],
      total: 7,
      errors: [],
    });
    expect(await rowsOf(event.id)).toEqual([]);
  });

  it('reads the semicolons of Excel in Portuguese and splits a single Nome column', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const csv = '\uFEFFNome;Telefone\r\nJoão Gonçalves;11987654321\r\n';

    const response = await post('import/preview', event.id, headers, csv);

    expect(response.json()).toMatchObject({
      success: true,
      message: '1 convidado pronto para importar.',
      columns: [
        { header: 'Nome', field: 'firstName' },
        { header: 'Telefone', field: 'phoneNumber' },
      ],
      guests: [
        { line: 2, firstName: 'João', lastName: 'Gonçalves', email: '', phoneNumber: '(11) 98765-4321' },
      ],
      total: 1,
    });
  });

  it('takes the separator the header uses more, so a ";" inside a comma file’s header does not split it', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const csv = 'Nome,E-mail,Obs. (mesa; dieta)\r\nAna Lima,ana@example.com,mesa 2; vegana\r\n';

    const response = await post('import/preview', event.id, headers, csv);

    expect(response.json()).toMatchObject({
      columns: [
        { header: 'Nome', field: 'firstName' },
        { header: 'E-mail', field: 'email' },
        { header: 'Obs. (mesa; dieta)', field: null },
      ],
      guests: [{ line: 2, firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', phoneNumber: '' }],
      total: 1,
    });
  });

  it('lists the same problems the import would refuse, by line, and counts no guest', async () => {
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
      'Ana B;ANA@example.com;',
      'Eva;ja@example.com;',
    ].join('\n');

    const response = await post('import/preview', event.id, headers, csv);

    expect(response.json()).toMatchObject({
      success: true,
      message: 'Nada será importado: 2 linhas têm problemas. Corrija e envie o arquivo de novo.',
      total: 0,
      errors: [
        { line: 3, message: 'Mesmo convidado da linha 2.' },
        { line: 4, message: 'Este convidado já está na lista.' },
      ],
    });
  });

  it('refuses a file that cannot be read with the import’s 400', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const response = await post('import/preview', event.id, headers, 'Apelido;E-mail\nAna;ana@example.com');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'O arquivo precisa de uma coluna "Nome".' });
  });

  it('is for the host of the event only', async () => {
    const { event } = await createHostEvent(t.db);
    const request = {
      method: 'POST' as const,
      url: `/api/users/guests/${event.id}/import/preview`,
      payload: { csv: 'Nome;E-mail\nAna;ana@example.com' },
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
  });
});

describe('the preview’s limit', () => {
  it('answers 60 previews an hour per host, then 429 with the envelope', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const csv = 'Nome;E-mail\nAna;ana@example.com';
    for (let index = 0; index < 60; index += 1) {
      expect((await post('import/preview', event.id, headers, csv)).statusCode).toBe(200);
    }
    const refused = await post('import/preview', event.id, headers, csv);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: expect.any(String) });
    // Another host is not counted with this one.
    const other = await createHostEvent(t.db);
    expect((await post('import/preview', other.event.id, other.headers, csv)).statusCode).toBe(200);
  });
});

describe('a name read with the wrong encoding', () => {
  // What a Windows-1252 file read as UTF-8 becomes: each accented letter one U+FFFD.
  const garbled = 'Nome;Telefone\r\nJo\uFFFDo Gon\uFFFDalves;11987654321\r\nAna Lima;11912345678\r\n';

  it('is refused by line, in the preview and the import, and nothing is stored', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const problem = {
      line: 2,
      message:
        'Há caracteres ilegíveis (�) nesta linha. Salve a planilha como "CSV UTF-8" ou escolha o arquivo de novo.',
    };

    const preview = await post('import/preview', event.id, headers, garbled);
    expect(preview.json()).toMatchObject({ total: 0, errors: [problem] });

    const imported = await post('import', event.id, headers, garbled);
    expect(imported.json()).toMatchObject({ success: false, imported: 0, errors: [problem] });
    expect(await rowsOf(event.id)).toEqual([]);
  });
});
