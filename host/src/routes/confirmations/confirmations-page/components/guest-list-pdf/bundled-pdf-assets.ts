import regularFont from '@fontsource/nunito/files/nunito-latin-400-normal.woff?url';
import boldFont from '@fontsource/nunito/files/nunito-latin-700-normal.woff?url';
import type { PdfAssets } from './register-pdf-fonts';

/**
 * Google's Noto emoji (emoji-datasource-google, images under Apache 2.0), 64 px PNGs that the
 * build copies as files of its own (never inlined into the script) and the browser fetches one by
 * one, only for the emoji a list holds, only when a PDF is made. The skin-tone variants (half the
 * set) are left out: they are drawn in the default tone. The glob is relative because Vite's globs
 * take no package names; the package sits in the workspace root's node_modules.
 */
const emojiFiles = import.meta.glob<string>(
  [
    '../../../../../../../node_modules/emoji-datasource-google/img/google/64/*.png',
    '!../../../../../../../node_modules/emoji-datasource-google/img/google/64/*-1f3f[b-f]*.png',
  ],
  { eager: true, query: '?url&no-inline', import: 'default' },
);

/**
 * The images by react-pdf's code points, which leave out the variation selector ('2764' for
 * '2764-fe0f.png').
 */
const emojiByCodePoints = new Map(
  Object.entries(emojiFiles).map(([path, url]) => [
    (path.split('/').pop() ?? '').replace(/\.png$/, '').replace(/-fe0f/g, ''),
    url,
  ]),
);

/** The guest-list PDF's font and emoji, served from the app's own build: nothing from other hosts. */
export const bundledPdfAssets: PdfAssets = {
  regularFont,
  boldFont,
  emojiImage: (codePoints) => emojiByCodePoints.get(codePoints),
};
