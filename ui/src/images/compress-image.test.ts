import { beforeEach, describe, expect, it, vi } from 'vitest';

// The compressor's canvas work needs a real browser; here it answers as it would.
const imageCompression = vi.fn();
vi.mock('browser-image-compression', () => ({ default: imageCompression }));

const { compressImage } = await import('./compress-image');

const file = (type: string, bytes: number, name: string) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });

beforeEach(() => imageCompression.mockReset());

describe('compressImage', () => {
  it('asks for at most 5 MB and 1920 px, from quality 0.9, on the main thread, keeping the name', async () => {
    imageCompression.mockResolvedValueOnce(new Blob(['small'], { type: 'image/jpeg' }));
    const original = file('image/jpeg', 3_000_000, 'festa.jpg');
    const compressed = await compressImage(original);
    expect(imageCompression).toHaveBeenCalledWith(original, {
      maxSizeMB: 5,
      maxWidthOrHeight: 1920,
      initialQuality: 0.9,
      useWebWorker: false,
    });
    expect(compressed).toBeInstanceOf(File);
    expect(compressed.name).toBe('festa.jpg');
    expect(compressed.type).toBe('image/jpeg');
    expect(compressed.size).toBe(5);
  });

  it('sends a file the compressor leaves alone as it is', async () => {
    const original = file('image/png', 1000, 'convite.png');
    imageCompression.mockResolvedValueOnce(original);
    expect(await compressImage(original)).toBe(original);
  });

  it('sends the original when compression fails', async () => {
    imageCompression.mockRejectedValueOnce(new Error('no canvas'));
    const original = file('image/webp', 9_000_000, 'foto.webp');
    expect(await compressImage(original)).toBe(original);
  });

  it('leaves GIFs, SVGs and what a browser cannot draw alone', async () => {
    for (const original of [
      file('image/gif', 9_000_000, 'a.gif'),
      file('image/svg+xml', 9_000_000, 'a.svg'),
      file('image/heic', 9_000_000, 'a.heic'),
    ]) {
      expect(await compressImage(original)).toBe(original);
    }
    expect(imageCompression).not.toHaveBeenCalled();
  });
});
