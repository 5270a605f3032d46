import { Font } from '@react-pdf/renderer';

/** The family the guest-list PDF is set in (registered by `registerPdfFonts`). */
export const PDF_FONT_FAMILY = 'Nunito';

/**
 * Where the PDF's fonts and emoji images are: URLs of the app's own bundle in the browser, file
 * paths under Node (tests). react-pdf reads TTF or WOFF, not WOFF2.
 */
export type PdfAssets = {
  regularFont: string;
  boldFont: string;
  /** The image of one emoji, from react-pdf's code points ('1f389', '1f469-200d-1f4bb'), if we ship it. */
  emojiImage: (codePoints: string) => string | undefined;
};

const SKIN_TONE = /-1f3f[b-f]/g;

/**
 * The image for an emoji's code points: the exact one, else the emoji without its skin tone, else
 * its first code point (a family or profession sequence drawn as its first person), so a guest's
 * emoji never turns into an empty box.
 */
function emojiImageOrNearest(assets: PdfAssets, codePoints: string): string {
  return (
    assets.emojiImage(codePoints) ??
    assets.emojiImage(codePoints.replace(SKIN_TONE, '')) ??
    assets.emojiImage(codePoints.split('-')[0] ?? codePoints) ??
    // react-pdf warns and leaves the emoji out when an image cannot be read.
    `missing-emoji-${codePoints}.png`
  );
}

/**
 * Registers the PDF's font (Nunito, the app's own, with every Portuguese accent, where the
 * built-in Helvetica lacks some) and its emoji images (drawn as pictures, since no PDF font holds
 * colour emoji). Safe to call before every render: react-pdf keeps the last registration.
 */
export function registerPdfFonts(assets: PdfAssets): void {
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: assets.regularFont, fontWeight: 400 },
      { src: assets.boldFont, fontWeight: 700 },
    ],
  });
  Font.registerEmojiSource({ builder: (codePoints) => emojiImageOrNearest(assets, codePoints) });
  // Names and e-mails break only at spaces: no hyphens invented inside a guest's name.
  Font.registerHyphenationCallback((word) => [word]);
}
