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
