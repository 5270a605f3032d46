import { describe, expect, it, vi } from 'vitest';

const imageCompression = vi.fn();
vi.mock('browser-image-compression', () => ({ default: imageCompression }));

const { compressImage } = await import('./compress-image');

describe('compressImage', () => {
  it('compresses to at most 5 MB and 1920 px, keeping the file name', async () => {
    imageCompression.mockResolvedValueOnce(new Blob(['small'], { type: 'image/jpeg' }));
    const original = new File(['a big picture'], 'foto.jpg', { type: 'image/jpeg' });
    const compressed = await compressImage(original);
    expect(imageCompression).toHaveBeenCalledWith(original, {
      maxSizeMB: 5,
      maxWidthOrHeight: 1920,
      useWebWorker: false,
    });
    expect(compressed).toBeInstanceOf(File);
    expect(compressed.name).toBe('foto.jpg');
    expect(compressed.size).toBe(5);
  });

  it('sends the original when compression fails', async () => {
    imageCompression.mockRejectedValueOnce(new Error('no canvas'));
    const original = new File(['x'], 'foto.heic', { type: 'image/heic' });
    expect(await compressImage(original)).toBe(original);
  });
});
