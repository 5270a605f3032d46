import { isDomainError } from '../../domain/errors/domain-error';
import type { Services } from '../../domain/services';
import { type ImageCopySide, makeImageCopies } from '../../media/process-image';
import { copyKey, generatedKeyOf } from '../../media/store-image';
import type { Storage } from '../../storage/storage';
import { IMAGE_COLUMNS, listImageUrls } from './list-image-urls';

/** What one run did, kept by the queue as the job's output and logged. */
export type MakeImageWidthsRun = {
  /** Stored images looked at (an image named by two rows is looked at twice). */
  images: number;
  /** Of those, the ones that had every copy already. */
  complete: number;
  /** Images given their missing copies, and the files written for them. */
  made: number;
  files: number;
  /** Images whose stored file is gone: nothing to make the copies from. */
  missingOriginal: number;
  /** Images that could not be read, decoded or written; the next run tries them again. */
  failed: number;
  /** The process is stopping: the run ended after the image in hand. */
  stoppedEarly: boolean;
};

export type MakeImageWidthsOptions = {
  signal?: AbortSignal;
  /** Rows read from the database at a time. */
  pageSize?: number;
};

/** The copies this job makes: the ones added after images were first kept in two sizes. */
const LATE_SIDES: ImageCopySide[] = [800, 1200];
const PAGE_SIZE = 500;
// While uploads fill the decode slots' waiting line the image is tried again a little later.
const BUSY_RETRIES = 5;
const BUSY_PAUSE_MS = 2_000;

/**
 * `make-image-widths`: every image stored before each upload was kept in four widths gets its
 * 800 and 1200 px copies. It walks every image URL the database holds, page by page; for a stored
 * image (a key the server made) missing a copy, it reads the image, decodes it once in a decode
 * slot, as an upload does, and writes what is missing. Idempotent: what exists is left alone, so a
 * second run writes nothing, and a run stopped half-way is finished by the next. Sent at each
 * start (start-jobs.ts); until it reaches an image, the media serving answers a missing copy with
 * the image itself (plugins/storage.ts). Logs counts and storage keys only, never a row's data.
 */
export async function makeImageWidths(
  services: Pick<Services, 'db' | 'log' | 'storage'>,
  { signal, pageSize = PAGE_SIZE }: MakeImageWidthsOptions = {},
): Promise<MakeImageWidthsRun> {
  const run: MakeImageWidthsRun = {
    images: 0,
    complete: 0,
    made: 0,
    files: 0,
    missingOriginal: 0,
    failed: 0,
    stoppedEarly: false,
  };
  for (const column of IMAGE_COLUMNS) {
    let after: number | undefined = 0;
    while (after !== undefined) {
      if (signal?.aborted) return { ...run, stoppedEarly: true };
      const page = await listImageUrls(services.db, column, after, pageSize);
      for (const url of page.urls) {
        if (signal?.aborted) return { ...run, stoppedEarly: true };
        const key = generatedKeyOf(url);
        if (!key) continue;
        run.images++;
        try {
          const written = await completeImage(services.storage, key, signal);
          if (written === 'missing') {
            run.missingOriginal++;
            services.log.warn(
              { job: 'make-image-widths', key, column: column.name },
              'a stored image is missing',
            );
          } else if (written === 0) run.complete++;
          else {
            run.made++;
            run.files += written;
          }
        } catch (error) {
          run.failed++;
          services.log.error(
            { job: 'make-image-widths', key, error: error instanceof Error ? error.message : 'unknown' },
            'could not make the copies of a stored image',
          );
        }
      }
      after = page.next;
    }
  }
  return run;
}

/** Writes the copies an image lacks: how many, or 'missing' when the image itself is gone. */
async function completeImage(
  storage: Storage,
  key: string,
  signal?: AbortSignal,
): Promise<number | 'missing'> {
  const present = await Promise.all(LATE_SIDES.map((side) => storage.has(copyKey(key, side))));
  const missing = LATE_SIDES.filter((_, index) => !present[index]);
  if (missing.length === 0) return 0;
  const stored = await storage.read(key);
  if (!stored) return 'missing';
  const copies = await whenSlotFree(() => makeImageCopies(stored, missing), signal);
  // One after the other: a failure leaves the copies written so far, each whole, and the next run
  // makes the rest.
  for (const [index, side] of missing.entries()) {
    const copy = copies[index];
    if (copy) await storage.put(copyKey(key, side), copy.buffer, 'image/webp');
  }
  return missing.length;
}

/** Runs a decode, waiting a little and trying again while uploads keep the decode slots busy. */
async function whenSlotFree<T>(decode: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await decode();
    } catch (error) {
      const busy = isDomainError(error, 'busy');
      if (!busy || attempt >= BUSY_RETRIES || signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
    }
  }
}
