/**
 * What a gallery upload's first bytes say it is: the parsing half of a video upload, which the
 * routes use to refuse a file before anything is stored (video.ts stores it).
 */

/** Enough of a file's start to recognise it (the WebM DocType sits within the first ~40 bytes). */
export const SNIFF_BYTES = 64;

export type VideoFormat = { extension: 'mp4' | 'webm' | 'ogg'; contentType: string };

// ISO-BMFF brands that are pictures (HEIC, AVIF) or QuickTime, not MP4 video.
const NOT_MP4_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'qt  ',
]);

/**
 * The video format of a file from its first bytes, never from its name or the client's content
 * type: an ISO-BMFF `ftyp` box with an MP4 brand, an EBML header whose DocType is webm, or an
 * Ogg page ('OggS'). Anything else is not a gallery video.
 */
export function sniffVideo(head: Buffer): VideoFormat | undefined {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12);
    return NOT_MP4_BRANDS.has(brand) ? undefined : { extension: 'mp4', contentType: 'video/mp4' };
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    return head.includes('webm', 4, 'latin1') ? { extension: 'webm', contentType: 'video/webm' } : undefined;
  }
  if (head.toString('latin1', 0, 4) === 'OggS') return { extension: 'ogg', contentType: 'video/ogg' };
  return undefined;
}

type TruncatableStream = AsyncIterable<Buffer> & { truncated?: boolean };

/** A file stream whose first bytes have been read for sniffing; iterating it yields every byte. */
export type PeekedStream = AsyncIterable<Buffer> & { head: Buffer; readonly truncated: boolean };

/**
 * Reads the first `bytes` of a stream (fewer if it is shorter) without losing them: the result
 * iterates the whole content again, head first, and reports busboy's `truncated` flag.
 */
export async function peekStream(
  source: TruncatableStream,
  bytes: number = SNIFF_BYTES,
): Promise<PeekedStream> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(chunks, size);
  return {
    head,
    get truncated() {
      return Boolean(source.truncated);
    },
    async *[Symbol.asyncIterator]() {
      if (head.length > 0) yield head;
      if (ended) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
}
