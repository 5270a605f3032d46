import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from 'fast-png';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emojiSheetUrl, loadBundledPdfAssets } from './bundled-pdf-assets';
import { hasEmojiTile } from './emoji-sheet';

// Paths, not URLs: the simulated DOM's URL class is not the one Node's fs takes.
const folder = dirname(fileURLToPath(import.meta.url));
const sheetFile = join(folder, 'emoji-sheet.png');

/** The page's fetch answering the sheet's URL with the committed file, as the build serves it. */
function serveSheet() {
  const fetch = vi.fn(async (url: RequestInfo | URL) =>
    String(url) === emojiSheetUrl
      ? new Response(await readFile(sheetFile), { headers: { 'content-type': 'image/png' } })
      : new Response(null, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const pngOf = (dataUrl: string | undefined) => {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl ?? '');
  expect(match, String(dataUrl)).not.toBeNull();
  return decode(Buffer.from(match?.[1] ?? '', 'base64'));
};

describe("the PDF's bundled assets", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are files of the app itself: the WOFF fonts react-pdf reads and one emoji sheet, fetched once', async () => {
    const fetch = serveSheet();
    const assets = await loadBundledPdfAssets();
    expect(assets.regularFont).toMatch(/^\/.*nunito-latin-400-normal\.woff$/);
    expect(assets.boldFont).toMatch(/^\/.*nunito-latin-700-normal\.woff$/);
    expect(emojiSheetUrl).toMatch(/^\/.*emoji-sheet\.png$/);
    expect(await loadBundledPdfAssets()).toBe(assets);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('cut each emoji from the sheet as a PNG of its own, by the code points react-pdf asks with', async () => {
    serveSheet();
    const { emojiImage } = await loadBundledPdfAssets();
    const party = pngOf(emojiImage('1f389'));
    expect([party.width, party.height]).toEqual([48, 48]);
    // Drawn, not blank: most of the tile's pixels are opaque.
    const opaque = party.data.filter((_, index) => index % 4 === 3 && (party.data[index] ?? 0) > 0).length;
    expect(opaque).toBeGreaterThan(48 * 48 * 0.5);
    // react-pdf asks without the variation selector; keycaps without the leading zeros.
    expect(emojiImage('2764')).toMatch(/^data:image\/png;base64,/);
    expect(emojiImage('23-20e3')).toMatch(/^data:image\/png;base64,/);
    expect(emojiImage('1f468-200d-1f469-200d-1f467')).toMatch(/^data:image\/png;base64,/);
    // Two emoji, two different pictures; the same one asked twice, the same picture.
    expect(emojiImage('1f389')).not.toBe(emojiImage('2764'));
    expect(emojiImage('1f389')).toBe(emojiImage('1f389'));
    // Skin tones are not in the sheet: registerPdfFonts draws them in the default tone.
    expect(emojiImage('1f44d-1f3fd')).toBeUndefined();
    expect(emojiImage('41')).toBeUndefined();
  });

  it('hold every emoji in one small file instead of a file per emoji', async () => {
    expect(hasEmojiTile('1f600')).toBe(true);
    expect(hasEmojiTile('1fae8')).toBe(true);
    expect((await stat(sheetFile)).size).toBeLessThan(1_500_000);
    // No image set globbed into the build (it once copied some 1,900 emoji files into dist).
    for (const file of await readdir(folder)) {
      if (/(?<!\.test)\.tsx?$/.test(file)) {
        expect(await readFile(join(folder, file), 'utf8')).not.toContain('import.meta.glob');
      }
    }
  });
});
