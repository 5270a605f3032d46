import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inspectVideo, type VideoContainer } from '../../src/media/inspect-video';
import { peekStream, sniffVideo } from '../../src/media/sniff-video';
import { storeVideo } from '../../src/media/video';
import { LocalStorage } from '../../src/storage/local-storage';
import { build } from '../helpers/build';
import { mp4Video, oggVideo, phoneJpeg, storedFiles, webmVideo } from '../helpers/images';

const t = await build();
const mediaDir = path.join(t.dataDir, 'media');
const storage = new LocalStorage(mediaDir);

function chunked(data: Buffer, size = 1000) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) chunks.push(data.subarray(i, i + size));
  return Readable.from(chunks);
}

describe('sniffVideo', () => {
  it('recognises MP4, WebM and Ogg by their first bytes', async () => {
    expect(sniffVideo(mp4Video())).toEqual({ extension: 'mp4', contentType: 'video/mp4' });
    expect(sniffVideo(webmVideo())).toEqual({ extension: 'webm', contentType: 'video/webm' });
    expect(sniffVideo(Buffer.from('OggS\u0000\u0002rest of the page'))).toEqual({
      extension: 'ogg',
      contentType: 'video/ogg',
    });
  });

  it('refuses images, HEIC/AVIF boxes, Matroska that is not WebM, and text', async () => {
    const heic = Buffer.from('00000018667479706865696300000000', 'hex');
    const avif = Buffer.from('0000001c6674797061766966000000006d696631', 'hex');
    const matroska = Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282886d6174726f736b61', 'hex');
    for (const head of [await phoneJpeg(), heic, avif, matroska, Buffer.from('hello world, not a video')]) {
      expect(sniffVideo(head)).toBeUndefined();
    }
  });
});

/** The inspection's verdict on a file fed in chunks of `size` bytes, as an upload arrives. */
function inspect(container: VideoContainer, data: Buffer, size: number): boolean {
  const inspection = inspectVideo(container);
  for (let i = 0; i < data.length; i += size) inspection.push(data.subarray(i, i + size));
  return inspection.end();
}

/** A file that starts like `video` (its first `keep` bytes) and goes on with anything else. */
const signatureThenGarbage = (video: Buffer, keep: number) =>
  Buffer.concat([video.subarray(0, keep), Buffer.alloc(20_000, 0x41)]);

describe('inspectVideo', () => {
  const CHUNKS = [1, 13, 1000, 1_000_000];

  it('finds the video track of an MP4 (moov first or last, 64-bit mdat size), a WebM and an Ogg Theora', () => {
    const largeMdat = mp4Video(3000, { moovAtEnd: true });
    // The same file with mdat's size written in the 64-bit form (size 1, then 8 bytes).
    const mdat = largeMdat.indexOf('mdat', 0, 'latin1') - 4;
    const largeSize = Buffer.alloc(16);
    largeSize.writeUInt32BE(1, 0);
    largeSize.write('mdat', 4, 'latin1');
    largeSize.writeBigUInt64BE(BigInt(largeMdat.readUInt32BE(mdat) + 8), 8);
    const with64BitMdat = Buffer.concat([
      largeMdat.subarray(0, mdat),
      largeSize,
      largeMdat.subarray(mdat + 8),
    ]);

    for (const size of CHUNKS) {
      expect(inspect('mp4', mp4Video(5000), size)).toBe(true);
      expect(inspect('mp4', mp4Video(5000, { moovAtEnd: true }), size)).toBe(true);
      expect(inspect('mp4', with64BitMdat, size)).toBe(true);
      expect(inspect('webm', webmVideo(5000), size)).toBe(true);
      expect(inspect('ogg', oggVideo(70_000), size)).toBe(true);
    }
  });

  it('refuses a valid signature followed by anything else', () => {
    const webm = webmVideo();
    // The whole EBML header (DocType webm) and the Segment's ID and size.
    const segmentStart = webm.indexOf(Buffer.from('18538067', 'hex')) + 12;
    for (const size of CHUNKS) {
      // ftyp kept whole; a WebM's EBML header and the Segment's start; an Ogg page header.
      expect(inspect('mp4', signatureThenGarbage(mp4Video(), 32), size)).toBe(false);
      expect(inspect('webm', signatureThenGarbage(webm, segmentStart), size)).toBe(false);
      expect(inspect('ogg', signatureThenGarbage(oggVideo(), 27), size)).toBe(false);
      expect(inspect('mp4', Buffer.alloc(0), size)).toBe(false);
    }
  });

  it('refuses files with sound only: an MP4 whose track is "soun", a WebM audio track, Ogg Vorbis', () => {
    for (const size of CHUNKS) {
      expect(inspect('mp4', mp4Video(5000, { handler: 'soun' }), size)).toBe(false);
      expect(inspect('mp4', mp4Video(5000, { handler: 'soun', moovAtEnd: true }), size)).toBe(false);
      expect(inspect('webm', webmVideo(5000, { trackType: 2 }), size)).toBe(false);
      expect(inspect('ogg', oggVideo(5000, { audioOnly: true }), size)).toBe(false);
    }
  });

  it('refuses an MP4 cut before its track list', () => {
    const video = mp4Video(50_000, { moovAtEnd: true });
    expect(inspect('mp4', video.subarray(0, 40_000), 1000)).toBe(false);
  });
});

describe('storeVideo', () => {
  it('streams the whole file, head included, to a fresh key', async () => {
    const video = mp4Video(50_000);
    const peeked = await peekStream(chunked(video, 10));
    const format = sniffVideo(peeked.head);
    if (!format) throw new Error('not sniffed');

    const stored = await storeVideo(storage, 'gallery', peeked, format, 100_000);

    expect(stored.key).toMatch(/^gallery\/[0-9a-f-]{36}\.mp4$/);
    expect(stored.url).toBe(`/media/${stored.key}`);
    expect(await readFile(path.join(mediaDir, stored.key))).toEqual(video);
  });

  it('refuses a stream over the limit with a 413 and keeps no partial file', async () => {
    const before = await storedFiles(mediaDir);
    const peeked = await peekStream(chunked(mp4Video(50_000)));

    const error = await storeVideo(
      storage,
      'gallery',
      peeked,
      { extension: 'mp4', contentType: 'video/mp4' },
      20_000,
    ).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ statusCode: 413, message: 'Arquivo muito grande. O limite é de 0 MB.' });
    expect(await storedFiles(mediaDir)).toEqual(before);
  });

  it('refuses a file with a video signature but no video track with a 400, keeping nothing', async () => {
    const before = await storedFiles(mediaDir);
    for (const fake of [signatureThenGarbage(mp4Video(), 32), mp4Video(50_000, { handler: 'soun' })]) {
      const peeked = await peekStream(chunked(fake));
      const format = sniffVideo(peeked.head);
      if (!format) throw new Error('not sniffed');

      const error = await storeVideo(storage, 'gallery', peeked, format, 100_000).catch(
        (caught: unknown) => caught,
      );

      expect(error).toMatchObject({
        statusCode: 400,
        message:
          'O arquivo não é um vídeo válido: não encontramos uma faixa de vídeo. Envie um vídeo MP4, WebM ou OGG.',
      });
    }
    expect(await storedFiles(mediaDir)).toEqual(before);
  });
});
