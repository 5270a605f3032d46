/** Gift and event-type images are compressed in the browser before upload (admin spec, section 9). */
export const IMAGE_MAX_SIZE_MB = 5;
export const IMAGE_MAX_SIDE_PX = 1920;

/**
 * At most 5 MB and 1920 px on the longest side; when compression fails for any reason (a format
 * the browser cannot draw, no canvas) the original file is sent. The compressor is loaded on first
 * use so the first view does not carry it.
 */
export async function compressImage(file: File): Promise<File> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, {
      maxSizeMB: IMAGE_MAX_SIZE_MB,
      maxWidthOrHeight: IMAGE_MAX_SIDE_PX,
      // Its web worker loads the library from a CDN (jsDelivr): nothing may come from third-party
      // hosts, and the CSP allows no blob: workers. One image on the main thread is quick enough.
      useWebWorker: false,
    });
    return new File([compressed], file.name, { type: compressed.type || file.type });
  } catch {
    return file;
  }
}
