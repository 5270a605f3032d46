import { describe, expect, it } from 'vitest';
import { breakLink } from './break-link';

describe('breakLink', () => {
  it('writes a short link on one line, without its scheme', () => {
    expect(breakLink('https://site.celebra.test/ana-e-joao', 40)).toEqual(['site.celebra.test/ana-e-joao']);
  });

  it("cuts a long link after a '/', '.' or '-' and loses no character", () => {
    const link = 'https://site.celebra.com.br/casamento-de-maria-eduarda-e-joao-pedro-2031';
    const lines = breakLink(link, 30);
    expect(lines).toEqual(['site.celebra.com.br/casamento-', 'de-maria-eduarda-e-joao-pedro-', '2031']);
    expect(lines.every((line) => line.length <= 30)).toBe(true);
  });

  it('cuts at the width when no separator is in reach', () => {
    expect(breakLink('http://site.test/abcdefghijklmnopqrstuvwxyz', 12)).toEqual([
      'site.test/',
      'abcdefghijkl',
      'mnopqrstuvwx',
      'yz',
    ]);
  });
});
