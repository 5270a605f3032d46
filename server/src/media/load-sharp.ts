import { availableParallelism } from 'node:os';
import type Sharp from 'sharp';
import { IMAGE_DECODE_CONCURRENCY } from './image-decodes';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips, ~30 MB resident) is loaded by the first image to process, not at start, so a
 * server that only serves pages never carries it. Its operation cache is off: every upload is
 * decoded once, and a cache would only keep its pixels in memory. libvips' threads per image
 * share the cores among the decodes allowed at once, instead of each taking them all (every
 * thread holds buffers of its own).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / IMAGE_DECODE_CONCURRENCY)));
    return sharp;
  });
  return loaded;
}
