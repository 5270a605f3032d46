/**
 * Makes the host PDFs' emoji sheet (the guest list, the table kit): every emoji of Google's Noto
 * set (emoji-datasource-google, images under Apache 2.0) in one palette PNG, one tile each, and
 * the table of which tile draws which emoji. Skin-tone variants are left out: the PDF draws them in the default tone.
 *
 * The sheet and its table are committed (src/common/pdf/emoji-sheet.*), so that neither the install
 * nor the build carries the image set.
 * To remake them, for a newer Unicode version say (from the repository root):
 *
 *   npm install --no-save emoji-datasource-google@<version>
 *   node --import tsx host/scripts/make-emoji-sheet.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { emojiKey } from '../src/common/pdf/emoji-key';

/** Pixels of a tile: at the PDF's 10-point text an emoji prints at about 350 dpi. */
const TILE = 48;
const COLUMNS = 44;

const require = createRequire(import.meta.url);
const packageFolder = dirname(require.resolve('emoji-datasource-google/package.json'));
const outFolder = join(import.meta.dirname, '../src/common/pdf');

type DatasourceEmoji = { unified: string; image: string; has_img_google: boolean; sort_order: number };
const all: DatasourceEmoji[] = JSON.parse(await readFile(join(packageFolder, 'emoji.json'), 'utf8'));
const drawn = all.filter((emoji) => emoji.has_img_google).sort((a, b) => a.sort_order - b.sort_order);

const tiles = await Promise.all(
  drawn.map((emoji) =>
    sharp(join(packageFolder, 'img/google/64', emoji.image))
      .resize(TILE, TILE)
      .png()
      .toBuffer(),
  ),
);
const rows = Math.ceil(drawn.length / COLUMNS);
const sheet = await sharp({
  create: {
    width: COLUMNS * TILE,
    height: rows * TILE,
    channels: 4,
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  },
})
  .composite(
    tiles.map((input, index) => ({
      input,
      left: (index % COLUMNS) * TILE,
      top: Math.floor(index / COLUMNS) * TILE,
    })),
  )
  .png({ palette: true, quality: 100, compressionLevel: 9, effort: 10 })
  .toBuffer();

await writeFile(join(outFolder, 'emoji-sheet.png'), sheet);
const table = { tile: TILE, columns: COLUMNS, emoji: drawn.map((emoji) => emojiKey(emoji.unified)) };
await writeFile(join(outFolder, 'emoji-sheet.json'), `${JSON.stringify(table)}\n`);
console.log(`${drawn.length} emoji, ${COLUMNS}×${rows} tiles of ${TILE} px, ${sheet.length} bytes`);
