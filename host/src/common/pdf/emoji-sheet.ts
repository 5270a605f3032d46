import { convertIndexedToRgb, decode, encode } from 'fast-png';
import { emojiKey } from './emoji-key';
import table from './emoji-sheet.json';

/** Which tile of the sheet draws which emoji, by `emojiKey`: row by row, `table.columns` a row. */
const tileIndex = new Map(table.emoji.map((key, index) => [key, index]));

/** Whether the sheet has a tile for these code points (react-pdf's, as '1f389' or '2764'). */
export const hasEmojiTile = (codePoints: string): boolean => tileIndex.has(emojiKey(codePoints));

/**
 * Reads the emoji sheet (scripts/make-emoji-sheet.ts: every emoji of Google's Noto set in one
 * palette PNG, about 1 MB, where a file per emoji would be some 1,900) and answers one emoji as a
 * PNG `data:` URL that react-pdf draws, cut from the sheet when first asked for. The same code
 * runs in the browser and under Node, with no canvas.
 */
export function readEmojiSheet(png: ArrayBuffer | Uint8Array): (codePoints: string) => string | undefined {
  const sheet = decode(png);
  const { palette } = sheet;
  // The generator writes one byte per pixel, an index into the palette: a tile is cut byte-wise.
  if (!palette || sheet.depth !== 8) throw new Error('The emoji sheet is not an 8-bit palette PNG');
  const { tile, columns } = table;
  const cut = new Map<number, string>();
  return (codePoints) => {
    const index = tileIndex.get(emojiKey(codePoints));
    if (index === undefined) return undefined;
    const known = cut.get(index);
    if (known) return known;
    const left = (index % columns) * tile;
    const top = Math.floor(index / columns) * tile;
    const indexes = new Uint8Array(tile * tile);
    for (let row = 0; row < tile; row += 1) {
      const start = (top + row) * sheet.width + left;
      indexes.set(sheet.data.subarray(start, start + tile), row * tile);
    }
    const image = {
      width: tile,
      height: tile,
      depth: 8 as const,
      channels: 1,
      palette,
      data: indexes,
      text: {},
    };
    const channels = palette[0]?.length ?? 4;
    const pixels = convertIndexedToRgb(image);
    const url = `data:image/png;base64,${toBase64(encode({ width: tile, height: tile, depth: 8, channels, data: pixels }))}`;
    cut.set(index, url);
    return url;
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
