import { describe, expect, it } from 'vitest';
import { imageSrcSet, isVideoUrl, responsiveImage } from './media';

describe('isVideoUrl', () => {
  it('is a video when the type says so', () => {
    expect(isVideoUrl('https://cdn.example/a', 'video')).toBe(true);
    expect(isVideoUrl('https://cdn.example/a.jpg', 'video/mp4')).toBe(true);
    expect(isVideoUrl('https://cdn.example/a.jpg', 'VIDEO')).toBe(true);
  });

  it('is a video when the URL ends in mp4, webm or ogg, ignoring query and case', () => {
    expect(isVideoUrl('https://cdn.example/a.mp4')).toBe(true);
    expect(isVideoUrl('https://cdn.example/a.WEBM')).toBe(true);
    expect(isVideoUrl('https://cdn.example/a.ogg?X-Amz-Signature=abc')).toBe(true);
    expect(isVideoUrl('/media/a.mp4#t=10', 'image')).toBe(true);
  });

  it('is not a video otherwise', () => {
    expect(isVideoUrl('https://cdn.example/a.jpg', 'image')).toBe(false);
    expect(isVideoUrl('https://cdn.example/a.jpg?format=mp4')).toBe(false);
    expect(isVideoUrl('https://cdn.example/mp4')).toBe(false);
    expect(isVideoUrl('')).toBe(false);
    expect(isVideoUrl(null, null)).toBe(false);
  });
});

describe('imageSrcSet', () => {
  const stored = '/media/events/0b9f3c7e-2d1a-4c5b-9e8f-1a2b3c4d5e6f.webp';

  it('lists the four widths of an image the server stored', () => {
    expect(imageSrcSet(stored)).toBe(
      '/media/events/0b9f3c7e-2d1a-4c5b-9e8f-1a2b3c4d5e6f-small.webp 400w, ' +
        '/media/events/0b9f3c7e-2d1a-4c5b-9e8f-1a2b3c4d5e6f-w800.webp 800w, ' +
        '/media/events/0b9f3c7e-2d1a-4c5b-9e8f-1a2b3c4d5e6f-w1200.webp 1200w, ' +
        '/media/events/0b9f3c7e-2d1a-4c5b-9e8f-1a2b3c4d5e6f.webp 1920w',
    );
  });

  it('leaves other images alone', () => {
    expect(imageSrcSet('/media/seed/banner.png')).toBeUndefined();
    expect(imageSrcSet('https://example.com/a.webp')).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
  });
});

describe('responsiveImage', () => {
  it('gives srcSet and sizes for a stored image, nothing for any other', () => {
    const stored = '/media/gifts/0b9f3c7e-2d1a-4c5b-9e8f-1a2b3c4d5e6f.webp';
    expect(responsiveImage(stored, '100vw')).toEqual({ srcSet: imageSrcSet(stored), sizes: '100vw' });
    expect(responsiveImage('/media/seed/banner.png', '100vw')).toEqual({});
  });
});
