import { loadSharp } from '../../../server/src/media/load-sharp';

/** What a phone's gallery picker sends after its own downscale. */
export const PICKER_SIZE = { width: 2400, height: 1600 } as const;
/** What a phone's camera takes (12 megapixels, 4:3): what a host uploads straight from the camera. */
export const CAMERA_SIZE = { width: 4032, height: 3024 } as const;

/**
 * `count` JPEG photos, each different: by default as a phone's gallery picker sends them after its
 * own downscale (2400 × 1600, ≈ 800 KB); at CAMERA_SIZE as the camera takes them (≈ 3 MB). Flat colours would compress to nothing; a gradient, waves and a
 * fine grain, slightly blurred, give the server's re-encoding (WebP, 1920 px) about the 200 KB a
 * real photo of that size stores as. sharp comes from the server's own loader, as the server
 * workspace is where it is a dependency.
 */
export async function makePhotos(
  count: number,
  { width, height }: { width: number; height: number } = PICKER_SIZE,
): Promise<Buffer[]> {
  const sharp = await loadSharp();
  const photos: Buffer[] = [];
  for (let n = 0; n < count; n++) {
    // A seeded generator, so every run uploads the same photos.
    let seed = n * 7919 + 1;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const tint = [random() * 255, random() * 255, random() * 255];
    const pixels = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const wave = Math.sin(x / (60 + n * 7)) * Math.cos(y / 45) * 40;
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) {
          const value = (tint[c] ?? 0) * (0.5 + (0.5 * y) / height) + wave + (random() - 0.5) * 28;
          pixels[i + c] = Math.max(0, Math.min(255, value));
        }
      }
    }
    photos.push(
      await sharp(pixels, { raw: { width: width, height: height, channels: 3 } })
        .blur(0.55)
        .jpeg({ quality: 88 })
        .toBuffer(),
    );
  }
  return photos;
}
