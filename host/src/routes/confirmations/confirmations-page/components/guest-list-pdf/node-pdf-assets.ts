import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PdfAssets } from './register-pdf-fonts';

const require = createRequire(import.meta.url);
const emojiFolder = join(dirname(require.resolve('emoji-datasource-google/package.json')), 'img/google/64');

/**
 * The same font and emoji files as the browser's bundle, read from node_modules: what the PDF is
 * made with under Node (tests, and drawing a page to look at).
 */
export const nodePdfAssets: PdfAssets = {
  regularFont: require.resolve('@fontsource/nunito/files/nunito-latin-400-normal.woff'),
  boldFont: require.resolve('@fontsource/nunito/files/nunito-latin-700-normal.woff'),
  emojiImage: (codePoints) =>
    [`${codePoints}.png`, `${codePoints}-fe0f.png`]
      .map((file) => join(emojiFolder, file))
      .find((path) => existsSync(path)),
};
