// @vitest-environment node

import { makeQrCode } from '@celebra/ui/qr';
import { renderToBuffer } from '@react-pdf/renderer';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodePdfAssets } from '../../../../../common/pdf/node-pdf-assets';
import { registerPdfFonts } from '../../../../../common/pdf/register-pdf-fonts';
import { TableKitDocument } from './TableKitDocument';

/** What a PDF reader finds on each page: its text and how many images it paints. */
async function readPdf(pdf: Buffer): Promise<{ text: string; images: number }[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join('');
    const operators = await page.getOperatorList();
    const images = operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
    pages.push({ text, images });
  }
  await document.destroy();
  return pages;
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('table-card kit PDF', () => {
  beforeAll(() => registerPdfFonts(nodePdfAssets));

  it("is one A4 sheet of four cards, each with the title, the call, the site's QR code and link", async () => {
    const link = 'https://site.celebra.test/ana-e-joao';
    const pdf = await renderToBuffer(
      <TableKitDocument
        eventTitle="Casamento de Conceição & João"
        siteUrl={link}
        qrCode={await makeQrCode(link)}
      />,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    const text = (page?.text ?? '').replace(/\n/g, ' ');
    expect(count(text, 'Casamento de Conceição & João')).toBe(4);
    expect(count(text, 'Deixe seu recado, confirme presença e veja a lista de presentes')).toBe(4);
    expect(count(text, 'site.celebra.test/ana-e-joao')).toBe(4);
    expect(page?.images).toBe(4);
  });

  it('writes a long link whole, over as many lines as it takes', async () => {
    const link = 'https://site.celebra.com.br/casamento-de-maria-eduarda-e-joao-pedro-2031';
    const pdf = await renderToBuffer(
      <TableKitDocument eventTitle="Casamento" siteUrl={link} qrCode={await makeQrCode(link)} />,
    );
    const [page] = await readPdf(pdf);
    const text = (page?.text ?? '').replace(/\n/g, '');
    expect(count(text, 'site.celebra.com.br/casamento-de-maria-eduarda-e-joao-pedro-2031')).toBe(4);
  });
});
