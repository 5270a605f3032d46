import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';

/**
 * A JPEG as a phone writes it: camera and GPS position in EXIF, and an orientation tag
 * (6 = stored landscape, shown portrait).
 */
export async function phoneJpeg(width = 640, height = 480, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Celebra Phone', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A small PNG of one colour. */
export async function pngImage(width = 64, height = 64, background = '#c33'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

// Adam7's passes: first column and row, then the step between columns and between rows.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A decompression bomb: an interlaced RGBA PNG of one colour (transparent black), a few hundred KB
 * that decode to width × height × 4 samples of `depth` bits, all held at once (interlacing spreads
 * every row over seven passes). Compressed as a stream, so making it never holds its pixels either.
 */
export async function pngBomb(width: number, height: number, depth: 8 | 16 = 8): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, 6, 0, 0, 1], 8); // bits per sample, RGBA, deflate, adaptive filters, Adam7
  // Each pass: its rows, each a filter byte (0, none) and its pixels; all zero.
  let rawBytes = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const columns = width > x0 ? Math.ceil((width - x0) / dx) : 0;
    const rows = height > y0 ? Math.ceil((height - y0) / dy) : 0;
    if (columns > 0) rawBytes += rows * (1 + (columns * 4 * depth) / 8);
  }
  const zeros = Buffer.alloc(1024 * 1024);
  async function* raw() {
    for (let left = rawBytes; left > 0; left -= zeros.length)
      yield zeros.subarray(0, Math.min(left, zeros.length));
  }
  const compressed: Buffer[] = [];
  await pipeline(Readable.from(raw()), createDeflate({ level: 9 }), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) compressed.push(chunk);
  });
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- Videos, built box by box: small files with the structure a camera or a browser writes. ---

/** An ISO-BMFF box: 32-bit size, four-letter type, body. */
function box(type: string, ...body: Buffer[]): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.reduce((sum, part) => sum + part.length, 0), 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, ...body]);
}

/** A "full box": version and flags before the body. */
function fullBox(type: string, version: number, flags: number, ...body: Buffer[]): Buffer {
  const versionAndFlags = Buffer.alloc(4);
  versionAndFlags.writeUInt32BE(((version << 24) | flags) >>> 0, 0);
  return box(type, versionAndFlags, ...body);
}

/** Big-endian 32-bit words. */
function words(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => {
    buffer.writeUInt32BE(value >>> 0, index * 4);
  });
  return buffer;
}

const UNITY_MATRIX = words(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/** One track: tkhd, then mdia with its handler ('vide' for video, 'soun' for sound) and tables. */
function mp4Track(handler: 'vide' | 'soun', frames: number[]): Buffer {
  const isVideo = handler === 'vide';
  const sampleEntry = isVideo
    ? // avc1 VisualSampleEntry: reserved, data reference 1, 320 × 240, 72 dpi, one frame per sample, depth 24.
      box(
        'avc1',
        Buffer.alloc(6),
        Buffer.from([0, 1]),
        Buffer.alloc(16),
        Buffer.from([0x01, 0x40, 0x00, 0xf0]),
        words(0x480000, 0x480000, 0),
        Buffer.from([0, 1]),
        Buffer.alloc(32),
        Buffer.from([0, 0x18, 0xff, 0xff]),
      )
    : // mp4a AudioSampleEntry: reserved, data reference 1, 2 channels of 16 bits at 48 kHz.
      box('mp4a', Buffer.alloc(6), Buffer.from([0, 1]), Buffer.alloc(8), words(0x00020010, 0, 48000 << 16));
  const duration = frames.length * 40;
  return box(
    'trak',
    fullBox(
      'tkhd',
      0,
      3,
      words(0, 0, 1, 0, duration, 0, 0, 0, isVideo ? 0 : 0x01000000),
      UNITY_MATRIX,
      words(isVideo ? 320 << 16 : 0, isVideo ? 240 << 16 : 0),
    ),
    box(
      'mdia',
      fullBox('mdhd', 0, 0, words(0, 0, 1000, duration), Buffer.from([0x55, 0xc4, 0, 0])),
      fullBox(
        'hdlr',
        0,
        0,
        words(0),
        Buffer.from(handler, 'latin1'),
        words(0, 0, 0),
        Buffer.from('Celebra\0'),
      ),
      box(
        'minf',
        isVideo ? fullBox('vmhd', 0, 1, Buffer.alloc(8)) : fullBox('smhd', 0, 0, Buffer.alloc(4)),
        box('dinf', fullBox('dref', 0, 0, words(1), fullBox('url ', 0, 1))),
        box(
          'stbl',
          fullBox('stsd', 0, 0, words(1), sampleEntry),
          fullBox('stts', 0, 0, words(1, frames.length, 40)),
          fullBox('stsc', 0, 0, words(1, 1, frames.length, 1)),
          fullBox('stsz', 0, 0, words(0, frames.length, ...frames)),
          // The chunk's offset is patched in by mp4Video once the boxes before mdat are known.
          fullBox('stco', 0, 0, words(1, 0)),
        ),
      ),
    ),
  );
}

export type Mp4Options = {
  /** The track's handler: 'soun' makes an audio-only file. */
  handler?: 'vide' | 'soun';
  /** Where moov goes: before the media (web "fast start") or after it, as phones record. */
  moovAtEnd?: boolean;
};

/**
 * An MP4 of `size` bytes of media in one track (ftyp isom, moov with mvhd and a trak, mdat), the
 * chunk offsets pointing into mdat. A video track unless `handler` says 'soun'.
 */
export function mp4Video(size = 2048, { handler = 'vide', moovAtEnd = false }: Mp4Options = {}): Buffer {
  const frameBytes = 1024;
  const frames = Array.from({ length: Math.ceil(size / frameBytes) }, (_, index) =>
    Math.min(frameBytes, size - index * frameBytes),
  );
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'latin1'),
    words(0x200),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  );
  const moov = box(
    'moov',
    fullBox(
      'mvhd',
      0,
      0,
      words(0, 0, 1000, frames.length * 40, 0x10000),
      Buffer.from([1, 0]),
      Buffer.alloc(10),
      UNITY_MATRIX,
      Buffer.alloc(24),
      words(2),
    ),
    mp4Track(handler, frames),
  );
  const mdatHeader = words(8 + size, 0x6d646174);
  const media = Buffer.alloc(size, 7);
  const mdatOffset = moovAtEnd ? ftyp.length + 8 : ftyp.length + moov.length + 8;
  const stco = moov.lastIndexOf(Buffer.from('stco', 'latin1'));
  moov.writeUInt32BE(mdatOffset, stco + 12);
  return moovAtEnd
    ? Buffer.concat([ftyp, mdatHeader, media, moov])
    : Buffer.concat([ftyp, moov, mdatHeader, media]);
}

/** An EBML element: its ID (hex, length marker included), an 8-byte size (or unknown), its body. */
function ebml(id: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(content.length) | (1n << 56n));
  return Buffer.concat([Buffer.from(id, 'hex'), size, content]);
}

/** An element whose size is left unknown, as a live recording (MediaRecorder) writes it. */
function ebmlUnknownSize(id: string, ...body: Buffer[]): Buffer {
  return Buffer.concat([Buffer.from(id, 'hex'), Buffer.from('01ffffffffffffff', 'hex'), ...body]);
}

const ebmlUint = (id: string, value: number) => ebml(id, Buffer.from([value]));
const ebmlText = (id: string, value: string) => ebml(id, Buffer.from(value, 'latin1'));

/**
 * A WebM as a browser records it: EBML header (DocType webm), a Segment and a Cluster of unknown
 * size, Info, Tracks with one track (TrackType 1 video, VP8 320 × 240; 2 audio, Opus), then
 * `size` bytes of media in a SimpleBlock.
 */
export function webmVideo(size = 2048, { trackType = 1 }: { trackType?: 1 | 2 } = {}): Buffer {
  const header = ebml(
    '1a45dfa3',
    ebmlUint('4286', 1),
    ebmlUint('42f7', 1),
    ebmlUint('42f2', 4),
    ebmlUint('42f3', 8),
    ebmlText('4282', 'webm'),
    ebmlUint('4287', 4),
    ebmlUint('4285', 2),
  );
  const track =
    trackType === 1
      ? [
          ebmlText('86', 'V_VP8'),
          ebml('e0', ebml('b0', Buffer.from([0x01, 0x40])), ebml('ba', Buffer.from([0xf0]))),
        ]
      : [ebmlText('86', 'A_OPUS'), ebml('e1', ebmlUint('9f', 2))];
  return Buffer.concat([
    header,
    ebmlUnknownSize(
      '18538067',
      ebml(
        '1549a966',
        ebml('2ad7b1', Buffer.from([0x0f, 0x42, 0x40])),
        ebmlText('4d80', 'Celebra'),
        ebmlText('5741', 'Celebra'),
      ),
      ebml(
        '1654ae6b',
        ebml('ae', ebmlUint('d7', 1), ebmlUint('73c5', 1), ebmlUint('83', trackType), ...track),
      ),
      ebmlUnknownSize(
        '1f43b675',
        ebmlUint('e7', 0),
        ebml('a3', Buffer.from([0x81, 0, 0, 0x80]), Buffer.alloc(size, 3)),
      ),
    ),
  ]);
}

// Ogg's CRC-32: polynomial 0x04c11db7, not reflected, starting from 0.
const OGG_CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

/** One Ogg page of one packet (at most 255 × 255 bytes) for stream `serial`. */
function oggPage(serial: number, sequence: number, flags: number, packet: Buffer): Buffer {
  const lacing = [...Array(Math.floor(packet.length / 255)).fill(255), packet.length % 255];
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  const page = Buffer.concat([header, Buffer.from(lacing), packet]);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ (OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] as number)) >>> 0;
  page.writeUInt32LE(crc, 22);
  return page;
}

/**
 * An Ogg file: a Theora video stream's identification header (320 × 240) on its first page, or
 * only a Vorbis audio stream's with `audioOnly`, then `size` bytes of data in a later page.
 */
export function oggVideo(size = 2048, { audioOnly = false }: { audioOnly?: boolean } = {}): Buffer {
  const identification = audioOnly
    ? Buffer.concat([
        Buffer.from('\x01vorbis', 'latin1'),
        Buffer.from([0, 0, 0, 0, 2]),
        Buffer.from([0x80, 0xbb, 0, 0]),
        Buffer.alloc(13),
        Buffer.from([0xb8, 1]),
      ])
    : Buffer.concat([
        Buffer.from('\x80theora', 'latin1'),
        Buffer.from([3, 2, 1, 0, 20, 0, 15]),
        Buffer.alloc(35),
      ]);
  const pages = [oggPage(1, 0, 0x02, identification)];
  for (let sent = 0, sequence = 1; sent < size; sequence++) {
    const length = Math.min(255 * 255 - 1, size - sent);
    pages.push(oggPage(1, sequence, 0, Buffer.alloc(length, 5)));
    sent += length;
  }
  return Buffer.concat(pages);
}

/**
 * A multipart form as a browser sends it. `file` is the upload (name and type are the client's
 * claims, which the server must not trust); fields are sent before it unless `fieldsAfter`.
 */
export function uploadForm(
  fields: Record<string, string>,
  file?: { field: string; data: Buffer; name?: string; type?: string },
  fieldsAfter = false,
): FormData {
  const form = new FormData();
  const addFields = () => {
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
  };
  if (!fieldsAfter) addFields();
  if (file) {
    const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' });
    form.append(file.field, blob, file.name ?? 'foto.jpg');
  }
  if (fieldsAfter) addFields();
  return form;
}

/** Every file under the test's media folder, as storage keys ('gifts/….webp'). */
export async function storedFiles(mediaDir: string): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
