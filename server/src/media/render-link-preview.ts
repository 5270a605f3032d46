import { escapeHtml } from '../html/escape-html';
import { withDecodeSlot } from './image-decodes';
import { loadSharp } from './load-sharp';
import { IMAGE_MAX_PIXELS } from './upload-limits';

/** The size link previews (WhatsApp, Facebook, X) show a large image at: 1.91 to 1. */
export const LINK_PREVIEW_WIDTH = 1200;
export const LINK_PREVIEW_HEIGHT = 630;

const JPEG = { quality: 82, mozjpeg: true } as const;
const BRAND = { light: '#b98aa6', main: '#8c5e7a', dark: '#5e3a50' };
const SANS = `font-family="'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"`;

/**
 * A banner cut to the preview's size (cover: the middle kept, the edges cropped), as a JPEG,
 * which every link preview reads. In one of the process's decode slots, as uploads are.
 */
export async function renderBannerPreview(banner: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return withDecodeSlot(() =>
    sharp(banner, { limitInputPixels: IMAGE_MAX_PIXELS, pages: 1 })
      .rotate()
      .resize(LINK_PREVIEW_WIDTH, LINK_PREVIEW_HEIGHT, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG)
      .toBuffer(),
  );
}

/**
 * The platform's card, for an event with no banner or one whose site is protected: the brand's
 * gradient, the name and its line. Text through fontconfig's fonts, as the demo's images.
 */
export async function renderGenericPreview(): Promise<Buffer> {
  const sharp = await loadSharp();
  const w = LINK_PREVIEW_WIDTH;
  const h = LINK_PREVIEW_HEIGHT;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${BRAND.light}"/><stop offset="1" stop-color="${BRAND.dark}"/>
</linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w / 2}" cy="${h * 0.3}" r="56" fill="#ffffff" fill-opacity="0.18"/>
<path d="M${w / 2} ${h * 0.3 + 26} l-34 -32 a20 20 0 0 1 34 -22 a20 20 0 0 1 34 22 z" fill="#ffffff"/>
<text x="${w / 2}" y="${h * 0.6}" text-anchor="middle" ${SANS} font-size="96" font-weight="bold" fill="#ffffff">Celebra</text>
<text x="${w / 2}" y="${h * 0.6 + 70}" text-anchor="middle" ${SANS} font-size="34" fill="#ffffff" fill-opacity="0.9">${escapeHtml('Listas de presentes para casamentos, chás e festas')}</text>
</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: BRAND.main }).jpeg(JPEG).toBuffer();
}
