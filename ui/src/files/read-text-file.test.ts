import { describe, expect, it } from 'vitest';
import { decodeText, readTextFile } from './read-text-file';

/** 'João Gonçalves;11987654321' as Excel on a Brazilian Windows saves a plain CSV: one byte a letter. */
const WINDOWS_1252 = Uint8Array.from([
  0x4a,
  0x6f,
  0xe3,
  0x6f,
  0x20,
  0x47,
  0x6f,
  0x6e,
  0xe7,
  0x61,
  0x6c,
  0x76,
  0x65,
  0x73,
  0x3b,
  ...[...'11987654321'].map((digit) => digit.charCodeAt(0)),
]);
const utf8 = (text: string) => new TextEncoder().encode(text);
const BOM = [0xef, 0xbb, 0xbf];

describe('decodeText', () => {
  it('reads Windows-1252 (not valid UTF-8) with its accents', () => {
    expect(decodeText(WINDOWS_1252)).toBe('João Gonçalves;11987654321');
  });

  // Bytes 0x80-0x9F (curly quotes, €) are Windows-1252's own letters in browsers; recent Node
  // decodes them as Latin-1 control characters, so the tests here stay on the accented letters,
  // which both read alike.
  it('reads every Portuguese accented letter from Windows-1252', () => {
    const letters = 'áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÜÇ';
    const bytes = Uint8Array.from([...letters].map((letter) => letter.charCodeAt(0)));
    expect(decodeText(bytes)).toBe(letters);
  });

  it('reads UTF-8 with the BOM, dropping it', () => {
    const bytes = Uint8Array.from([...BOM, ...utf8('Nome;Telefone\r\nJoão Gonçalves;11987654321\r\n')]);
    expect(decodeText(bytes)).toBe('Nome;Telefone\r\nJoão Gonçalves;11987654321\r\n');
  });

  it('reads UTF-8 without the BOM, quoted cells and emoji kept', () => {
    const text = 'Nome,Sobrenome\r\n"Conceição","Araújo, Jr."\r\n"Íris 🎉","Lima\nCosta"\r\n';
    expect(decodeText(utf8(text))).toBe(text);
  });

  it('reads UTF-16 with its BOM (Excel’s “Texto Unicode”)', () => {
    const text = 'Nome;E-mail\r\nJoão;joao@example.com';
    const little = new Uint8Array(2 + text.length * 2);
    little.set([0xff, 0xfe]);
    [...text].forEach((char, index) => {
      little[2 + index * 2] = char.charCodeAt(0) & 0xff;
      little[3 + index * 2] = char.charCodeAt(0) >> 8;
    });
    expect(decodeText(little)).toBe(text);
  });

  it('reads plain ASCII and an empty file', () => {
    expect(decodeText(utf8('Nome\r\nAna\r\n'))).toBe('Nome\r\nAna\r\n');
    expect(decodeText(new Uint8Array())).toBe('');
  });
});

describe('readTextFile', () => {
  it('reads a chosen file’s bytes, not the browser’s UTF-8 guess', async () => {
    const file = new File([WINDOWS_1252], 'convidados.csv', { type: 'text/csv' });
    expect(await file.text()).not.toContain('João');
    expect(await readTextFile(file)).toBe('João Gonçalves;11987654321');
  });
});
