import { IMAGES_BUSY_MESSAGE } from '@celebra/shared/messages';
import { DomainError } from '../domain/errors/domain-error';
import { ConcurrencyLimitError, limitConcurrency } from './limit-concurrency';

/**
 * Image decodes running at once in this process. Each one can hold up to IMAGE_MAX_DECODE_BYTES
 * of pixels (upload-limits.ts), so this number times that is the memory images may take.
 */
export const IMAGE_DECODE_CONCURRENCY = 2;
/** Uploads whose image waits for a decode slot; the next one gets the 503 at once. */
export const IMAGE_DECODE_QUEUE = 16;
/** How long an image waits for a slot before its upload gets the 503. */
export const IMAGE_DECODE_WAIT_MS = 10_000;

/** The process's decode slots; `stats()` tells how many run and wait (for tests and diagnosis). */
export const imageDecodes = limitConcurrency({
  concurrency: IMAGE_DECODE_CONCURRENCY,
  maxWaiting: IMAGE_DECODE_QUEUE,
  waitTimeoutMs: IMAGE_DECODE_WAIT_MS,
});

/** Runs a decode in a slot; a burst beyond the waiting line is a 503 the client may retry. */
export async function withDecodeSlot<T>(decode: () => Promise<T>): Promise<T> {
  try {
    return await imageDecodes.run(decode);
  } catch (error) {
    if (error instanceof ConcurrencyLimitError) throw new DomainError('busy', IMAGES_BUSY_MESSAGE);
    throw error;
  }
}
