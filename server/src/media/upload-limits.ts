/**
 * How large an upload may be. Constants, not configuration: the apps tell users these numbers,
 * and the gallery allowance (gallery-allowance.ts) is what varies per event.
 */
const MB = 1024 * 1024;

/** An image as sent, before it is re-encoded (phone photos are 3–8 MB). */
export const IMAGE_MAX_BYTES = 10 * MB;

/** A gallery video, streamed to storage. */
export const VIDEO_MAX_BYTES = 100 * MB;

/** Beyond this an image is refused before decoding: a small PNG can claim gigapixels. */
export const IMAGE_MAX_PIXELS = 60_000_000;

/** The Portuguese 413 for a file over `maxBytes`. */
export function fileTooLargeMessage(maxBytes: number): string {
  return `Arquivo muito grande. O limite é de ${Math.round(maxBytes / MB)} MB.`;
}
