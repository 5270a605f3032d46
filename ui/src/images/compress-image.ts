/** Images are made to fit before upload: at most 5 MB, and 1920 px on the longest side. */
export const IMAGE_MAX_SIZE_MB = 5;
export const IMAGE_MAX_SIDE_PX = 1920;

/** The quality the first re-encoding tries; the compressor lowers it until the file fits. */
const INITIAL_QUALITY = 0.9;

/**
 * The formats a canvas redraws without loss of meaning: a GIF would lose its animation and an SVG
 * its vectors, and what the browser cannot decode (HEIC, say) could only fail.
 */
const REDRAWABLE = /^image\/(jpeg|png|webp|bmp|avif)$/;

/**
 * Shrinks a photo in the browser before it is sent. A file that already fits is sent as it is,
 * and so is anything the compressor cannot handle. The compressor is loaded on first use, so no
 * first view carries it.
 */
export async function compressImage(file: File): Promise<File> {
  if (!REDRAWABLE.test(file.type)) return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, {
      maxSizeMB: IMAGE_MAX_SIZE_MB,
      maxWidthOrHeight: IMAGE_MAX_SIDE_PX,
      initialQuality: INITIAL_QUALITY,
      // Its web worker loads the library from a CDN (jsDelivr): nothing may come from third-party
      // hosts, and the CSP allows no blob: workers. One image on the main thread is quick enough.
      useWebWorker: false,
    });
    if (compressed === file) return file;
    return new File([compressed], file.name, {
      type: compressed.type || file.type,
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  }
}
