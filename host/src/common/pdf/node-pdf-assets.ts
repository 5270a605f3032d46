import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEmojiSheet } from './emoji-sheet';
import type { PdfAssets } from './register-pdf-fonts';

const require = createRequire(import.meta.url);

/**
 * The same font and emoji sheet as the browser's bundle, read from the files: what the PDF is
 * made with under Node (tests, and drawing a page to look at).
 */
export const nodePdfAssets: PdfAssets = {
  regularFont: require.resolve('@fontsource/nunito/files/nunito-latin-400-normal.woff'),
  boldFont: require.resolve('@fontsource/nunito/files/nunito-latin-700-normal.woff'),
  emojiImage: readEmojiSheet(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'emoji-sheet.png'))),
};
