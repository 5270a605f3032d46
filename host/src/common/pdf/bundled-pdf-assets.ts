import regularFont from '@fontsource/nunito/files/nunito-latin-400-normal.woff?url';
import boldFont from '@fontsource/nunito/files/nunito-latin-700-normal.woff?url';
import { readEmojiSheet } from './emoji-sheet';
import emojiSheetUrl from './emoji-sheet.png?url';
import type { PdfAssets } from './register-pdf-fonts';

export { emojiSheetUrl };

let loaded: Promise<PdfAssets> | undefined;

/**
 * The guest-list PDF's font and emoji, served from the app's own build: nothing from other hosts.
 * The emoji sheet is one file of the build, fetched when a PDF is first made and kept for the next
 * (a failed fetch is tried again by the next PDF).
 */
export function loadBundledPdfAssets(): Promise<PdfAssets> {
  loaded ??= fetchAssets().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

async function fetchAssets(): Promise<PdfAssets> {
  const response = await fetch(emojiSheetUrl);
  if (!response.ok) throw new Error(`The emoji sheet did not load (${response.status})`);
  return { regularFont, boldFont, emojiImage: readEmojiSheet(await response.arrayBuffer()) };
}
