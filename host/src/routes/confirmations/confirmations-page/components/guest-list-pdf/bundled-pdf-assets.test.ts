import { describe, expect, it } from 'vitest';
import { bundledPdfAssets } from './bundled-pdf-assets';

describe("the PDF's bundled assets", () => {
  // Paths on the app's own origin; under Vite's dev server an image keeps its '?no-inline' query.
  it('are files of the app itself: the WOFF fonts react-pdf reads and the emoji images', () => {
    expect(bundledPdfAssets.regularFont).toMatch(/^\/.*nunito-latin-400-normal\.woff$/);
    expect(bundledPdfAssets.boldFont).toMatch(/^\/.*nunito-latin-700-normal\.woff$/);
    expect(bundledPdfAssets.emojiImage('1f389')).toMatch(/^\/.*\/64\/1f389\.png(\?no-inline)?$/);
    // react-pdf asks without the variation selector that the file name carries.
    expect(bundledPdfAssets.emojiImage('2764')).toMatch(/\/64\/2764-fe0f\.png(\?no-inline)?$/);
    expect(bundledPdfAssets.emojiImage('1f468-200d-1f469-200d-1f467')).toMatch(
      /\/64\/1f468-200d-1f469-200d-1f467\.png(\?no-inline)?$/,
    );
    // Skin tones are not shipped: registerPdfFonts draws them in the default tone.
    expect(bundledPdfAssets.emojiImage('1f44d-1f3fd')).toBeUndefined();
    expect(bundledPdfAssets.emojiImage('41')).toBeUndefined();
  });
});
