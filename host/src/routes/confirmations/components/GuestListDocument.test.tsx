// @vitest-environment node
import type { TGuest } from '@celebra/shared/models';
import { renderToBuffer } from '@react-pdf/renderer';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodePdfAssets } from '../../../common/pdf/node-pdf-assets';
import { registerPdfFonts } from '../../../common/pdf/register-pdf-fonts';
import { testGuest } from '../test-guest';
import { GuestListDocument } from './GuestListDocument';
import type { TGuestListExtras } from './question-columns';

const guest = (
  id: number,
  firstName: string,
  lastName: string,
  companions: TGuest['companions'] = [],
  message: string | null = null,
  overrides: Partial<TGuest> = {},
): TGuest =>
  testGuest({
    id,
    firstName,
    lastName,
    email: `${firstName.split(' ')[0]?.toLowerCase()}@mail.com`,
    phoneNumber: '(11) 98765-4321',
    message,
    companions,
    ...overrides,
  });

/** What a PDF reader finds on each page: its lines of text and how many images it paints. */
async function readPdf(pdf: Buffer): Promise<{ lines: string[]; images: number }[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const lines: string[] = [];
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
    const operators = await page.getOperatorList();
    const images = operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
    pages.push({ lines, images });
  }
  await document.destroy();
  return pages;
}

const NO_QUESTIONS: TGuestListExtras = { childrenMaxAge: 12, questions: [] };

const render = (guests: TGuest[], eventTitle = 'Casamento de Ana', extras = NO_QUESTIONS) =>
  renderToBuffer(
    <GuestListDocument
      eventTitle={eventTitle}
      guests={guests}
      extras={extras}
      generatedAt={new Date(2025, 2, 1, 12, 0)}
    />,
  );

describe('guest-list PDF', () => {
  beforeAll(() => registerPdfFonts(nodePdfAssets));

  it("holds every guest's name, contact and companions", async () => {
    const pdf = await render([
      guest(1, 'Bruno', 'Lima', [{ name: 'Clara', age: 8 }]),
      guest(2, 'João', 'Araújo'),
      guest(3, 'Duda', 'Rocha'),
    ]);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [page] = await readPdf(pdf);
    const all = page?.lines.join('\n') ?? '';
    expect(page?.lines).toContain('Lista de convidados');
    expect(all).toContain('Bruno Lima');
    expect(all).toContain('João Araújo');
    expect(all).toContain('Duda Rocha');
    expect(all).toContain('bruno@mail.com');
    expect(all).toContain('Clara (8 anos, criança)');
    expect(all).toContain('3 convidados');
    expect(all).toContain('4 pessoas confirmadas (3 adultos, 1 criança)');
  });

  it('keeps accents intact and draws emoji as images beside the text', async () => {
    const pdf = await render(
      [
        guest(
          1,
          'Conceição',
          'Araújo 🎉',
          [{ name: 'Tomás Ícaro', age: 7 }],
          'Felicidades! ❤️ Até já, ção ãõ êô à ü',
        ),
        guest(2, 'Carla 👍🏽', 'Gonçalves'),
      ],
      'Aniversário da Lúcia',
    );
    const [page] = await readPdf(pdf);
    const all = page?.lines.join('\n') ?? '';
    expect(all).toContain('Aniversário da Lúcia');
    expect(all).toContain('Conceição Araújo');
    // A narrow column wraps the text: read across its lines.
    expect(page?.lines.join(' ')).toContain('Tomás Ícaro (7 anos, criança)');
    expect(all).toContain('Felicidades!');
    expect(all).toContain('Até já, ção ãõ êô à ü');
    expect(all).toContain('Gonçalves');
    expect(all).toContain('página 1 de 1');
    // 🎉, ❤️ and 👍🏽, each a picture rather than a missing glyph.
    expect(page?.images).toBe(3);
  });

  it('holds only the guests it was given', async () => {
    const [page] = await readPdf(await render([guest(1, 'Duda', 'Rocha')], 'Festa'));
    const all = page?.lines.join('\n') ?? '';
    expect(all).toContain('Duda Rocha');
    expect(all).not.toContain('Bruno');
  });

  it("shows each guest's answer, the totals by answer and a column per question", async () => {
    const pdf = await render(
      [
        guest(1, 'Bruno', 'Lima', [{ name: 'Clara', age: 15 }], null, {
          answers: [{ questionId: 5, question: 'Restrição alimentar?', answer: 'Vegetariano' }],
        }),
        guest(2, 'Íris', 'Prado', [], null, { attending: false }),
        guest(3, 'Davi', 'Rocha', [], null, { attending: null }),
      ],
      'Festa',
      { childrenMaxAge: 14, questions: [{ id: 5, label: 'Restrição alimentar?' }] },
    );
    const [page] = await readPdf(pdf);
    const all = page?.lines.join('\n') ?? '';
    expect(all).toContain('2 pessoas confirmadas (2 adultos, 0 crianças) · 1 não vai · 1 sem resposta');
    expect(all).toContain('Situação');
    expect(all).toContain('Restrição alimentar?');
    expect(all).toContain('Vegetariano');
    expect(all).toContain('Clara (15 anos, adulto)');
    // The answer's column is narrow: read across its lines.
    const flat = page?.lines.join(' ') ?? '';
    expect(flat).toContain('Não poderei ir');
    expect(flat).toContain('Sem resposta');
  });
});
