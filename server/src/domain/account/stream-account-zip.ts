import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Storage } from '../../storage/storage';
import type { AccountData } from './collect-account-data';
import { toCsvFile, toJsonFile } from './format-data-files';
import { README_TEXT } from './readme-text';

/** A medium is handed to the zip in slices of this size, so the answer flows while it is copied. */
const SLICE_BYTES = 64 * 1024;

/**
 * The host's data as a zip, streamed: LEIA-ME.txt, each table as JSON and CSV, then the media
 * under midia/, read one at a time through the storage (disk or S3). Only one medium is in memory
 * at once and each compressed part leaves as soon as it is made, so a large gallery never makes
 * the zip sit whole in memory. Media are stored as they are (images and videos are already
 * compressed); the texts are deflated. A medium missing from the storage is left out.
 */
export function streamAccountZip(data: AccountData, storage: Pick<Storage, 'read'>): Readable {
  return Readable.from(zipChunks(data, storage));
}

async function* zipChunks(data: AccountData, storage: Pick<Storage, 'read'>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    while (ready.length) yield ready.shift() as Uint8Array;
  };
  const addText = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(new TextEncoder().encode(text), true);
  };

  addText('LEIA-ME.txt', README_TEXT);
  yield* drain();
  for (const table of data.tables) {
    addText(`${table.name}.json`, toJsonFile(table));
    addText(`${table.name}.csv`, toCsvFile(table));
    yield* drain();
  }
  for (const medium of data.media) {
    const bytes = await storage.read(medium.keyOrUrl);
    if (!bytes) continue;
    const file = new ZipPassThrough(`midia/${medium.path}`);
    zip.add(file);
    if (bytes.length === 0) file.push(new Uint8Array(0), true);
    for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
      const end = Math.min(at + SLICE_BYTES, bytes.length);
      file.push(bytes.subarray(at, end), end === bytes.length);
      yield* drain();
    }
    yield* drain();
  }
  zip.end();
  yield* drain();
}
