import { describe, expect, it } from 'vitest';
import { isVideoUrl } from './media';

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
