import type { TGuest } from '@celebra/shared/models';
import { describe, expect, it } from 'vitest';
import { csvCell, guestListCsv } from './guest-list-csv';

const guest = (overrides: Partial<TGuest>): TGuest => ({
  id: 1,
  eventId: 7,
  firstName: 'Conceição',
  lastName: 'Araújo',
  email: 'conceicao@mail.com',
  phoneNumber: '(11) 98765-4321',
  message: null,
  companions: [],
  createdAt: '2025-03-01T12:00:00.000Z',
  ...overrides,
});

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
      'Acompanhantes',
      'Total de pessoas',
      'Mensagem',
      'Confirmado em',
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes accents, emoji, companions with ages, the head count and the time in São Paulo', () => {
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
      'Carla 🎉;Araújo;conceicao@mail.com;(11) 98765-4321;Tomás (7 anos), Íris (31 anos);3;Parabéns aos noivos!;01/03/2025 23:30',
    );
    // Encoded as UTF-8: 'ç' is two bytes, the BOM three.
    const bytes = new TextEncoder().encode(guestListCsv([guest({})]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes a cell holding the separator, a quote or a line break, doubling its quotes', () => {
    const csv = guestListCsv([guest({ message: 'Vamos; "com certeza"\nAté lá', companions: [] })]);
    expect(rows(csv).slice(1, 3)).toEqual([
      'Conceição;Araújo;conceicao@mail.com;(11) 98765-4321;;1;"Vamos; ""com certeza""\nAté lá";01/03/2025 09:00',
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
      '',
      '1',
      "'@cmd",
      '01/03/2025 09:00',
    ]);
  });
});
