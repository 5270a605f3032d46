const VIDEO_EXTENSION = /\.(mp4|webm|ogg)$/i;

/**
 * Whether a gallery item is a video: its type contains 'video', or its
 * URL path ends in mp4, webm or ogg. Query string and fragment are ignored; case does not matter.
 */
export function isVideoUrl(url: string | null | undefined, type?: string | null): boolean {
  if (type?.toLowerCase().includes('video')) return true;
  const path = (url ?? '').split(/[?#]/, 1)[0] ?? '';
  return VIDEO_EXTENSION.test(path);
}

/**
 * The widths every uploaded image is kept in: the stored image is at most 1920 px on its longest
 * side, and beside it the server keeps 400 px (`-small`), 800 px (`-w800`) and 1200 px (`-w1200`)
 * copies, so a phone downloads a phone-sized picture.
 */
export const IMAGE_WIDTHS = [400, 800, 1200, 1920] as const;

// An image the server stored from an upload: <folder>/<uuid>.webp at the end of its URL.
const STORED_IMAGE = /\/[a-z-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The URL of a stored image's copy `width` px wide (1920: the image itself). */
export function imageWidthUrl(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  if (width === 1920) return url;
  const suffix = width === 400 ? '-small' : `-w${width}`;
  return url.replace(/\.webp$/, `${suffix}.webp`);
}

/**
 * An `<img>`'s `srcset` for an image the server stored (each width with its `w` descriptor), or
 * undefined for any other URL (a seeded drawing, an outside address), which is then shown as it is.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !STORED_IMAGE.test(url.split(/[?#]/, 1)[0] ?? '')) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageWidthUrl(url, width)} ${width}w`).join(', ');
}

/**
 * An `<img>`'s `srcSet` and `sizes` for an image the server stored, or nothing for any other URL
 * (a `sizes` without a `srcset` would mean nothing): spread on the element beside its `src`.
 */
export function responsiveImage(
  url: string | null | undefined,
  sizes: string,
): { srcSet: string; sizes: string } | Record<string, never> {
  const srcSet = imageSrcSet(url);
  return srcSet ? { srcSet, sizes } : {};
}
