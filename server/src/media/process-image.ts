import { TOO_MANY_PIXELS_MESSAGE, UNREADABLE_IMAGE_MESSAGE } from '@celebra/shared/messages';
import { COMMON_MESSAGES } from '@celebra/shared/validation';
import type sharpModule from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { HttpError } from '../http/http-error';
import { withDecodeSlot } from './image-decodes';
import { loadSharp } from './load-sharp';
import { IMAGE_MAX_DECODE_BYTES, IMAGE_MAX_PIXELS } from './upload-limits';

/** Longest side of the stored image. */
export const IMAGE_MAX_SIDE = 1920;
/** Longest side of the variant lists and cards use. */
export const IMAGE_SMALL_SIDE = 400;

// What browsers and phones send. SVG is left out on purpose: it is a document, not a picture.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export type ImageVariant = { buffer: Buffer; width: number; height: number };
export type ProcessedImage = { full: ImageVariant; small: ImageVariant };

// Bytes per sample of libvips' band formats, for the memory a decode takes.
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/**
 * Checks that the bytes are an image by reading their header (the file name and the client's
 * content type prove nothing), then re-encodes them as WebP: `rotate()` applies the EXIF
 * orientation first, and the output carries no metadata at all, so EXIF (GPS, camera serials)
 * never leaves the server. Two sizes: longest side ≤ 1920 px and ≤ 400 px, never enlarged.
 *
 * The header decides, before any pixel is decoded, whether the image is small enough to decode
 * (IMAGE_MAX_PIXELS, IMAGE_MAX_DECODE_BYTES): a decompression bomb costs its header only. The
 * decode itself waits for one of the process's few decode slots (image-decodes.ts), so a burst of
 * uploads cannot hold more than a few decodes' pixels at once; beyond the waiting line it is a 503.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw new HttpError(400, COMMON_MESSAGES.imageFileRequired);
  }
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (!header.format || !ACCEPTED_FORMATS.has(header.format) || pixels === 0)
    throw new HttpError(400, COMMON_MESSAGES.imageFileRequired);
  const decodeBytes = pixels * (header.channels ?? 4) * (SAMPLE_BYTES[header.depth ?? ''] ?? 8);
  if (pixels > IMAGE_MAX_PIXELS || decodeBytes > IMAGE_MAX_DECODE_BYTES)
    throw new HttpError(400, TOO_MANY_PIXELS_MESSAGE);

  return withDecodeSlot(async () => {
    try {
      return await decodeVariants(sharp, input);
    } catch {
      // A header that reads but a body that does not decode (truncated upload, HEIC without a codec).
      throw new HttpError(400, UNREADABLE_IMAGE_MESSAGE);
    }
  });
}

/**
 * Decodes once: the oriented image shrunk to the large size, as raw pixels (at most
 * 1920 × 1920 × 4 bytes), from which both variants are encoded.
 */
async function decodeVariants(sharp: typeof sharpModule, input: Buffer): Promise<ProcessedImage> {
  // Only the first frame of an animation; the pixel cap again, in case the header and the
  // decoder disagree.
  const { data, info } = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, pages: 1 })
    .rotate()
    .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 } };
  const [full, small] = await Promise.all([
    encode(sharp(data, raw), IMAGE_MAX_SIDE),
    encode(sharp(data, raw), IMAGE_SMALL_SIDE),
  ]);
  return { full, small };
}

async function encode(pipeline: Sharp, side: number): Promise<ImageVariant> {
  const { data, info } = await pipeline
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height };
}
