import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressImage, MAX_IMAGE_BYTES } from './compress-image';

type Drawn = { width: number; height: number; qualities: number[] };

/** A canvas whose JPEG/WebP output shrinks with the quality asked: size = quality × `bytesAtFull`. */
function stubCanvas(bytesAtFull: number) {
  const drawn: Drawn[] = [];
  class FakeOffscreenCanvas {
    readonly record: Drawn;
    constructor(width: number, height: number) {
      this.record = { width, height, qualities: [] };
      drawn.push(this.record);
    }
    getContext() {
      return { drawImage: () => {} };
    }
    async convertToBlob({ type, quality }: { type: string; quality: number }) {
      this.record.qualities.push(quality);
      return new Blob([new Uint8Array(Math.round(bytesAtFull * quality))], { type });
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return drawn;
}

function stubBitmap(width: number, height: number) {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close })),
  );
  return close;
}

const file = (type: string, bytes = 1000, name = 'foto.jpg') =>
  new File([new Uint8Array(bytes)], name, { type });

afterEach(() => vi.unstubAllGlobals());

describe('compressImage', () => {
  it('scales the longest side down to 1920 px and keeps a JPEG a JPEG', async () => {
    const drawn = stubCanvas(1000);
    const close = stubBitmap(4000, 3000);
    const result = await compressImage(file('image/jpeg', 3_000_000, 'festa.jpeg'));
    expect(drawn[0]).toMatchObject({ width: 1920, height: 1440, qualities: [0.9] });
    expect(result.type).toBe('image/jpeg');
    expect(result.name).toBe('festa.jpg');
    expect(close).toHaveBeenCalled();
  });

  it('lowers the quality until the file is at most 5 MB; a PNG becomes WebP', async () => {
    const drawn = stubCanvas(MAX_IMAGE_BYTES / 0.65);
    stubBitmap(1200, 800);
    const result = await compressImage(file('image/png', 8_000_000, 'convite.png'));
    expect(drawn[0]?.width).toBe(1200);
    expect(drawn[0]?.qualities).toEqual([0.9, 0.8, 0.7, 0.6]);
    expect(result.size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    expect(result.name).toBe('convite.webp');
    expect(result.type).toBe('image/webp');
  });

  it('sends a file that already fits as it is', async () => {
    const drawn = stubCanvas(1000);
    stubBitmap(1600, 900);
    const original = file('image/jpeg', 200_000);
    expect(await compressImage(original)).toBe(original);
    expect(drawn).toHaveLength(0);
  });

  it('falls back to the original when the image cannot be decoded, and leaves GIFs and SVGs alone', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('decode'))),
    );
    const broken = file('image/jpeg', 9_000_000);
    expect(await compressImage(broken)).toBe(broken);
    const gif = file('image/gif', 9_000_000, 'a.gif');
    expect(await compressImage(gif)).toBe(gif);
    const svg = file('image/svg+xml', 9_000_000, 'a.svg');
    expect(await compressImage(svg)).toBe(svg);
  });
});
