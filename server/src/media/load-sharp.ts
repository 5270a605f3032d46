import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips, ~30 MB resident) is loaded by the first image to process, not at start, so a
 * server that only serves pages never carries it. Its operation cache is off: every upload is
 * decoded once, and a cache would only keep its pixels in memory.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
