import { describe, expect, it } from 'vitest';
import { csvAmount, csvAmountFromCents, csvText, writeCsv } from './index';

describe('writeCsv', () => {
  it('writes semicolon-separated CRLF lines, quoting only what needs it', () => {
    expect(
      writeCsv([
        ['Nome', 'Mensagem'],
        ['Ana; Pedro', 'Disse "oi"\nem duas linhas'],
        ['João', null],
      ]),
    ).toBe('Nome;Mensagem\r\n"Ana; Pedro";"Disse ""oi""\nem duas linhas"\r\nJoão;\r\n');
  });

  it('defuses a text a spreadsheet would run, and keeps numbers as numbers', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(csvText('+5511999')).toBe("'+5511999");
    expect(csvText('-1+2')).toBe("'-1+2");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\t=1')).toBe("'\t=1");
    expect(csvText('-1234,56')).toBe('-1234,56');
    expect(csvText(-12.5)).toBe('-12,5');
    expect(writeCsv([['=1+1', '-0,50']])).toBe("'=1+1;-0,50\r\n");
  });

  it('starts with a byte-order mark when asked, for Excel to read the accents', () => {
    expect(writeCsv([['Conceição']], { bom: true })).toBe('\uFEFFConceição\r\n');
  });

  it('writes amounts with a decimal comma and no thousands separator', () => {
    expect(csvAmount(1234.5)).toBe('1234,50');
    expect(csvAmountFromCents(-150)).toBe('-1,50');
    expect(csvAmountFromCents(123456)).toBe('1234,56');
    expect(csvAmountFromCents(7)).toBe('0,07');
  });
});
