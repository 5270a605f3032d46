import { writeCsv } from '@celebra/shared/csv';
import type { TGuest } from '@celebra/shared/models';
import { describe, expect, it } from 'vitest';
import { testGuest } from '../test-guest';
import { guestListCsv as csvOf } from './guest-list-csv';
import type { TGuestListExtras } from './question-columns';

/** One cell as the platform's writer writes it in a file. */
const csvCell = (value: string) => writeCsv([[value]]).replace(/\r\n$/, '');

const guest = (overrides: Partial<TGuest>): TGuest =>
  testGuest({
    id: 1,
    firstName: 'Conceição',
    lastName: 'Araújo',
    email: 'conceicao@mail.com',
    phoneNumber: '(11) 98765-4321',
    ...overrides,
  });

const NO_QUESTIONS: TGuestListExtras = { childrenMaxAge: 12, questions: [] };
const guestListCsv = (guests: TGuest[], extras = NO_QUESTIONS) => csvOf(guests, extras);

/** The file's rows and cells, as Excel in Portuguese splits a file with no quoted separators. */
const rows = (csv: string) => csv.split('\r\n');

describe('guest-list CSV', () => {
  it('starts with the UTF-8 BOM and a header of Portuguese columns split by ;', () => {
    const csv = guestListCsv([]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(rows(csv.slice(1))[0]?.split(';')).toEqual([
      'Nome',
      'Sobrenome',
      'E-mail',
      'Telefone',
      'Situação',
      'Acompanhantes',
      'Adultos',
      'Crianças',
      'Total de pessoas',
      'Mensagem',
      'Respondeu em',
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes accents, emoji, the answer, companions with ages, adults and children and the time in São Paulo', () => {
    const csv = guestListCsv([
      guest({
        firstName: 'Carla 🎉',
        companions: [
          { name: 'Tomás', age: 7 },
          { name: 'Íris', age: 31 },
        ],
        message: 'Parabéns aos noivos!',
        // 02:30 UTC is 23:30 of the day before in São Paulo (UTC-3).
        createdAt: '2025-03-02T02:30:00.000Z',
      }),
    ]);
    expect(rows(csv)[1]).toBe(
      'Carla 🎉;Araújo;conceicao@mail.com;(11) 98765-4321;Vou;Tomás (7 anos), Íris (31 anos);2;1;3;Parabéns aos noivos!;01/03/2025 23:30',
    );
    // Encoded as UTF-8: 'ç' is two bytes, the BOM three.
    const bytes = new TextEncoder().encode(guestListCsv([guest({})]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes a cell holding the separator, a quote or a line break, doubling its quotes', () => {
    const csv = guestListCsv([guest({ message: 'Vamos; "com certeza"\nAté lá', companions: [] })]);
    expect(rows(csv).slice(1, 3)).toEqual([
      'Conceição;Araújo;conceicao@mail.com;(11) 98765-4321;Vou;;1;0;1;"Vamos; ""com certeza""\nAté lá";01/03/2025 09:00',
      '',
    ]);
  });

  it('neutralises formulas: a cell starting with = + - @ gets a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","clique")')).toBe(`"'=HYPERLINK(""http://x"",""clique"")"`);
    expect(csvCell('+5511999999999')).toBe("'+5511999999999");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('Ana-Maria = feliz')).toBe('Ana-Maria = feliz');
    const csv = guestListCsv([guest({ firstName: '=1+1', message: '@cmd' })]);
    expect(rows(csv)[1]?.split(';')).toEqual([
      "'=1+1",
      'Araújo',
      'conceicao@mail.com',
      '(11) 98765-4321',
      'Vou',
      '',
      '1',
      '0',
      '1',
      "'@cmd",
      '01/03/2025 09:00',
    ]);
  });

  it("writes each guest's answer ('Vou', 'Não poderei ir', 'Sem resposta') and a column per question", () => {
    const questions = [
      { id: 5, label: 'Restrição alimentar?' },
      { id: 6, label: 'Música favorita' },
    ];
    const csv = guestListCsv(
      [
        guest({
          companions: [{ name: 'Tomás', age: 12 }],
          answers: [
            { questionId: 6, question: 'Música favorita', answer: 'Samba; MPB' },
            { questionId: 5, question: 'Restrição alimentar?', answer: 'Sem glúten' },
          ],
          answeredAt: '2025-03-05T15:00:00.000Z',
        }),
        guest({ firstName: 'Íris', attending: false, companions: [{ name: 'Léo', age: 30 }] }),
        guest({ firstName: 'Davi', attending: null }),
      ],
      { childrenMaxAge: 12, questions },
    );
    const [header, coming, declined, pending] = rows(csv.slice(1));
    expect(header?.split(';').slice(-3)).toEqual(['Respondeu em', 'Restrição alimentar?', 'Música favorita']);
    // Tomás is 12, the top of the children's band: the guest is the only adult.
    expect(coming).toBe(
      'Conceição;Araújo;conceicao@mail.com;(11) 98765-4321;Vou;Tomás (12 anos);1;1;2;;05/03/2025 12:00;Sem glúten;"Samba; MPB"',
    );
    expect(declined).toBe(
      'Íris;Araújo;conceicao@mail.com;(11) 98765-4321;Não poderei ir;Léo (30 anos);0;0;0;;01/03/2025 09:00;;',
    );
    expect(pending).toBe('Davi;Araújo;conceicao@mail.com;(11) 98765-4321;Sem resposta;;0;0;0;;;;');
  });
});
