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
/**
 * The copies kept beside the stored image, by longest side, each in its own file (store-image.ts):
 * a phone's or a tablet's screen downloads a picture its size (the guest site's srcset).
 */
export const IMAGE_COPY_SIDES = [IMAGE_SMALL_SIDE, 800, 1200] as const;
export type ImageCopySide = (typeof IMAGE_COPY_SIDES)[number];

// What browsers and phones send. SVG is left out on purpose: it is a document, not a picture.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export type ImageVariant = { buffer: Buffer; width: number; height: number };
/** The ≤ 1920 px image and its copies; `small` is the 400 px one. */
export type ProcessedImage = {
  full: ImageVariant;
  small: ImageVariant;
  w800: ImageVariant;
  w1200: ImageVariant;
};

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
 * never leaves the server. Four sizes: longest side ≤ 1920, 1200, 800 and 400 px, never enlarged.
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
 * 1920 × 1920 × 4 bytes), from which every size is encoded.
 */
async function decodeVariants(sharp: typeof sharpModule, input: Buffer): Promise<ProcessedImage> {
  // Only the first frame of an animation; the pixel cap again, in case the header and the
  // decoder disagree.
  const pixels = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, pages: 1 })
    .rotate()
    .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Two encodes at a time, as when only two sizes were kept: the large image in one lane, the
  // three copies one after the other in the other (together about as many pixels), so an upload
  // takes no longer and holds no more than then.
  const at = rawPipeline(sharp, pixels);
  const copies = async () => {
    const w1200 = await encode(at(), 1200);
    const w800 = await encode(at(), 800);
    const small = await encode(at(), IMAGE_SMALL_SIDE);
    return { w1200, w800, small };
  };
  const [full, { w1200, w800, small }] = await Promise.all([encode(at(), IMAGE_MAX_SIDE), copies()]);
  return { full, small, w800, w1200 };
}

/**
 * The copies of an image stored before they were all made (jobs/make-image-widths): its stored
 * ≤ 1920 px WebP is decoded once, in a decode slot like an upload, and each side asked for is
 * encoded from it, in the order asked. A 400 when the bytes are not a readable image.
 */
export async function makeImageCopies(
  stored: Buffer,
  sides: readonly ImageCopySide[],
): Promise<ImageVariant[]> {
  const sharp = await loadSharp();
  return withDecodeSlot(async () => {
    try {
      const pixels = await sharp(stored, { limitInputPixels: IMAGE_MAX_PIXELS, pages: 1 })
        .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return await encodeSides(sharp, pixels, sides);
    } catch {
      throw new HttpError(400, UNREADABLE_IMAGE_MESSAGE);
    }
  });
}

type RawPixels = { data: Buffer; info: { width: number; height: number; channels: number } };

/**
 * Encodes the decoded pixels at each side, one after the other: the slot holds the raw pixels and
 * one encode's buffers at a time, so an image's memory does not grow with the number of sizes.
 */
async function encodeSides(
  sharp: typeof sharpModule,
  { data, info }: RawPixels,
  sides: readonly number[],
): Promise<ImageVariant[]> {
  const at = rawPipeline(sharp, { data, info });
  const variants: ImageVariant[] = [];
  for (const side of sides) variants.push(await encode(at(), side));
  return variants;
}

/** A fresh sharp pipeline over the same decoded pixels, for each encode. */
function rawPipeline(sharp: typeof sharpModule, { data, info }: RawPixels): () => Sharp {
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 } };
  return () => sharp(data, raw);
}

async function encode(pipeline: Sharp, side: number): Promise<ImageVariant> {
  const { data, info } = await pipeline
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height };
}
