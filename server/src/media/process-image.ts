import { COMMON_MESSAGES } from '@celebra/shared/validation';
import type { Sharp } from 'sharp';
import { HttpError } from '../http/http-error';
import { loadSharp } from './load-sharp';
import { IMAGE_MAX_PIXELS } from './upload-limits';

/** Longest side of the stored image. */
export const IMAGE_MAX_SIDE = 1920;
/** Longest side of the variant lists and cards use. */
export const IMAGE_SMALL_SIDE = 400;

export const NOT_AN_IMAGE_MESSAGE = COMMON_MESSAGES.imageFileRequired;
export const UNREADABLE_IMAGE_MESSAGE = 'Não foi possível ler a imagem. Tente outro arquivo.';
export const TOO_MANY_PIXELS_MESSAGE = 'A imagem tem resolução grande demais.';

// What browsers and phones send. SVG is left out on purpose: it is a document, not a picture.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export type ImageVariant = { buffer: Buffer; width: number; height: number };
export type ProcessedImage = { full: ImageVariant; small: ImageVariant };

/**
 * Checks that the bytes are an image by decoding their header (the file name and the client's
 * content type prove nothing), then re-encodes them as WebP: `rotate()` applies the EXIF
 * orientation first, and the output carries no metadata at all, so EXIF (GPS, camera serials)
 * never leaves the server. Two sizes: longest side ≤ 1920 px and ≤ 400 px, never enlarged.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  // Only the first frame of an animation; a pixel cap so a tiny file cannot claim gigapixels.
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, pages: 1 } as const;
  const sharp = await loadSharp();
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw new HttpError(400, NOT_AN_IMAGE_MESSAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || pixels === 0)
    throw new HttpError(400, NOT_AN_IMAGE_MESSAGE);
  if (pixels > IMAGE_MAX_PIXELS) throw new HttpError(400, TOO_MANY_PIXELS_MESSAGE);

  try {
    const [full, small] = await Promise.all([
      encode(sharp(input, options).rotate(), IMAGE_MAX_SIDE),
      encode(sharp(input, options).rotate(), IMAGE_SMALL_SIDE),
    ]);
    return { full, small };
  } catch {
    // A header that reads but a body that does not decode (truncated upload, HEIC without a codec).
    throw new HttpError(400, UNREADABLE_IMAGE_MESSAGE);
  }
}

async function encode(pipeline: Sharp, side: number): Promise<ImageVariant> {
  const { data, info } = await pipeline
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height };
}
