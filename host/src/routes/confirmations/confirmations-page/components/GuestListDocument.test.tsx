// @vitest-environment node
import { inflateSync } from 'node:zlib';
import type { TGuest } from '@celebra/shared/models';
import { renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { GuestListDocument } from './GuestListDocument';

const guest = (
  id: number,
  firstName: string,
  lastName: string,
  companions: TGuest['companions'] = [],
): TGuest => ({
  id,
  eventId: 7,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@mail.com`,
  phoneNumber: '(11) 98765-4321',
  message: null,
  companions,
  createdAt: '2025-03-01T12:00:00.000Z',
});

/**
 * The text a PDF shows: every content stream inflated, and the strings of its text operators
 * (pdfkit writes the standard fonts' text as hex strings in TJ arrays, one array per line)
 * decoded from WinAnsi (Latin-1 for these letters).
 */
function pdfText(pdf: Buffer): string[] {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate stream (an image, a font program)
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexes = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1] ?? '');
      lines.push(Buffer.from(hexes.join(''), 'hex').toString('latin1'));
    }
  }
  return lines;
}

describe('guest-list PDF', () => {
  it("holds every guest's name, contact and companions", async () => {
    const guests = [
      guest(1, 'Bruno', 'Lima', [{ name: 'Clara', age: 8 }]),
      guest(2, 'João', 'Araújo'),
      guest(3, 'Duda', 'Rocha'),
    ];
    const pdf = await renderToBuffer(
      <GuestListDocument
        eventTitle="Casamento de Ana"
        guests={guests}
        generatedAt={new Date(2025, 2, 1, 12, 0)}
      />,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const all = text.join('\n');
    expect(text).toContain('Lista de convidados');
    expect(all).toContain('Bruno Lima');
    expect(all).toContain('João Araújo');
    expect(all).toContain('Duda Rocha');
    expect(all).toContain('bruno@mail.com');
    expect(all).toContain('Clara (8 anos)');
    expect(all).toContain('3 convidados');
    expect(all).toContain('4 pessoas no total');
  });

  it('holds only the guests it was given', async () => {
    const pdf = await renderToBuffer(
      <GuestListDocument eventTitle="Festa" guests={[guest(1, 'Duda', 'Rocha')]} generatedAt={new Date()} />,
    );
    const all = pdfText(pdf).join('\n');
    expect(all).toContain('Duda Rocha');
    expect(all).not.toContain('Bruno');
  });
});
