/** Images are made to fit before upload (DESIGN, Apps): at most 5 MB, longest side 1920 px. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 1920;

const QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5];

type Canvas = {
  width: number;
  height: number;
  draw: (image: ImageBitmap) => void;
  toBlob: (type: string, quality: number) => Promise<Blob | null>;
};

function createCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context.');
    return {
      width,
      height,
      draw: (image) => context.drawImage(image, 0, 0, width, height),
      toBlob: (type, quality) => canvas.convertToBlob({ type, quality }),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context.');
  return {
    width,
    height,
    draw: (image) => context.drawImage(image, 0, 0, width, height),
    toBlob: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)),
  };
}

/** The name a re-encoded file takes: 'festa.png' as WebP → 'festa.webp'. */
function renamed(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : (type.split('/')[1] ?? 'img');
  const base = name.replace(/\.[^.]+$/, '') || 'imagem';
  return `${base}.${extension}`;
}

/**
 * Shrinks a photo in the browser before it is sent: scaled so that its longest side is at most
 * 1920 px, re-encoded at falling quality until it is at most 5 MB. A file that already fits is
 * sent as it is; anything that cannot be decoded or drawn (an old browser, an SVG, a GIF whose
 * animation would be lost) falls back to the original.
 */
export async function compressImage(
  file: File,
  { maxBytes = MAX_IMAGE_BYTES, maxSide = MAX_IMAGE_SIDE } = {},
): Promise<File> {
  if (!/^image\/(jpeg|png|webp|bmp|avif)$/.test(file.type)) return file;
  try {
    const bitmap = await createImageBitmap(file);
    const longest = Math.max(bitmap.width, bitmap.height);
    const scale = Math.min(1, maxSide / longest);
    if (scale === 1 && file.size <= maxBytes) {
      bitmap.close();
      return file;
    }
    const canvas = createCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    canvas.draw(bitmap);
    bitmap.close();
    // JPEG stays JPEG; anything else may have transparency, which WebP keeps.
    const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
    let best: Blob | null = null;
    for (const quality of QUALITIES) {
      const blob = await canvas.toBlob(type, quality);
      if (!blob) break;
      if (!best || blob.size < best.size) best = blob;
      if (blob.size <= maxBytes) break;
    }
    if (!best || best.type !== type) return file;
    return new File([best], renamed(file.name, type), { type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}
