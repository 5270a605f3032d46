/**
 * Whether a file is really a video container with a video track, read as it streams to storage
 * (a gallery video is never whole in memory): a signature at the start proves nothing, so the
 * container's structure is walked to its track list.
 *
 * - MP4 (ISO-BMFF): the top-level boxes from `ftyp`, skipping the media data, up to `moov`
 *   (at the start or the end of the file), which must hold a `trak` whose `mdia/hdlr` handler is
 *   'vide'. An audio-only MP4 (handler 'soun') is not a video.
 * - WebM: the EBML header with DocType 'webm', then the Segment's elements up to `Tracks`, which
 *   must hold a TrackEntry of TrackType 1 (video), before the first Cluster of media.
 * - Ogg: the first page of each logical stream (they all come first); one must be Theora video.
 *
 * Only the boxes and elements on the way are buffered, each with a ceiling; media bytes are
 * counted and skipped.
 */
export type VideoInspection = {
  /** Feeds the next bytes of the file, in order. */
  push(chunk: Buffer): void;
  /** false once the file is known not to be a video (the rest need not be kept). */
  readonly refused: boolean;
  /** At the end of the file: true if a video track was found. */
  end(): boolean;
};

export type VideoContainer = 'mp4' | 'webm' | 'ogg';

// An `moov` holds the sample tables: ~10–20 bytes a frame, so a few MB even for the longest
// video the gallery takes (VIDEO_MAX_BYTES).
const MOOV_MAX_BYTES = 16 * 1024 * 1024;
const EBML_HEADER_MAX_BYTES = 4096;
const TRACKS_MAX_BYTES = 1024 * 1024;
// Ogg streams in one file (video, audio, subtitles); more is not a camera's file.
const OGG_MAX_STREAMS = 16;

type Want = { read: number } | { skip: number };
/** A format's reader: yields what it needs next, gets the bytes read, returns its verdict. */
type Reader = Generator<Want, boolean, Buffer | undefined>;

const READERS: Record<VideoContainer, () => Reader> = { mp4: readMp4, webm: readWebm, ogg: readOgg };

export function inspectVideo(container: VideoContainer): VideoInspection {
  const reader = READERS[container]();
  let verdict: boolean | undefined;
  let want: Want = { skip: 0 };
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  function advance(value: Buffer | undefined): void {
    let result = reader.next(value);
    // Empty reads and skips are answered at once.
    for (;;) {
      if (result.done) {
        verdict = result.value;
        return;
      }
      want = result.value;
      if ('skip' in want ? want.skip > 0 : want.read > 0) return;
      result = reader.next('read' in want ? Buffer.alloc(0) : undefined);
    }
  }
  advance(undefined);

  return {
    push(chunk) {
      let offset = 0;
      while (verdict === undefined && offset < chunk.length) {
        if ('skip' in want) {
          const taken = Math.min(want.skip, chunk.length - offset);
          want.skip -= taken;
          offset += taken;
          if (want.skip === 0) advance(undefined);
        } else {
          const taken = Math.min(want.read - pendingBytes, chunk.length - offset);
          pending.push(chunk.subarray(offset, offset + taken));
          pendingBytes += taken;
          offset += taken;
          if (pendingBytes === want.read) {
            const bytes = Buffer.concat(pending, pendingBytes);
            pending = [];
            pendingBytes = 0;
            advance(bytes);
          }
        }
      }
    },
    get refused() {
      return verdict === false;
    },
    end: () => verdict === true,
  };
}

// --- MP4 (ISO base media file format) ---------------------------------------------------------

function* readMp4(): Reader {
  for (let first = true; ; first = false) {
    const header = (yield { read: 8 }) as Buffer;
    const type = header.toString('latin1', 4, 8);
    if (first && type !== 'ftyp') return false;
    let size = header.readUInt32BE(0);
    let headerBytes = 8;
    if (size === 1) {
      size = Number(((yield { read: 8 }) as Buffer).readBigUInt64BE(0));
      headerBytes = 16;
    }
    // Size 0 is "to the end of the file": the last box, so the track list was not before it.
    if (size === 0 || size < headerBytes) return false;
    const bodyBytes = size - headerBytes;
    if (type === 'moov') {
      if (bodyBytes > MOOV_MAX_BYTES) return false;
      return hasMp4VideoTrack((yield { read: bodyBytes }) as Buffer);
    }
    yield { skip: bodyBytes };
  }
}

/** The child boxes of a box body in memory, as [type, body]; undefined when they do not fit. */
function mp4Children(body: Buffer): [string, Buffer][] | undefined {
  const children: [string, Buffer][] = [];
  for (let offset = 0; offset < body.length; ) {
    if (offset + 8 > body.length) return undefined;
    let size = body.readUInt32BE(offset);
    let headerBytes = 8;
    if (size === 1) {
      if (offset + 16 > body.length) return undefined;
      size = Number(body.readBigUInt64BE(offset + 8));
      headerBytes = 16;
    } else if (size === 0) {
      size = body.length - offset;
    }
    if (size < headerBytes || offset + size > body.length) return undefined;
    children.push([
      body.toString('latin1', offset + 4, offset + 8),
      body.subarray(offset + headerBytes, offset + size),
    ]);
    offset += size;
  }
  return children;
}

function mp4Child(body: Buffer, type: string): Buffer[] {
  return (mp4Children(body) ?? []).filter(([childType]) => childType === type).map(([, child]) => child);
}

/** moov → trak → mdia → hdlr, whose handler type (after version, flags and a reserved word) is 'vide'. */
function hasMp4VideoTrack(moov: Buffer): boolean {
  return mp4Child(moov, 'trak').some((trak) =>
    mp4Child(trak, 'mdia').some((mdia) =>
      mp4Child(mdia, 'hdlr').some((hdlr) => hdlr.length >= 12 && hdlr.toString('latin1', 8, 12) === 'vide'),
    ),
  );
}

// --- WebM (EBML, a Matroska profile) -----------------------------------------------------------

const EBML_ID = 0x1a45dfa3;
const DOCTYPE_ID = 0x4282;
const SEGMENT_ID = 0x18538067;
const TRACKS_ID = 0x1654ae6b;
const CLUSTER_ID = 0x1f43b675;
const TRACK_ENTRY_ID = 0xae;
const TRACK_TYPE_ID = 0x83;
const TRACK_TYPE_VIDEO = 1;

/** An element ID (1 to 4 bytes, its length marker kept, as the specification writes IDs). */
function* readEbmlId(): Generator<Want, number | undefined, Buffer | undefined> {
  const first = ((yield { read: 1 }) as Buffer)[0] as number;
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 4) return undefined;
  let id = first;
  if (length > 1) for (const byte of (yield { read: length - 1 }) as Buffer) id = id * 256 + byte;
  return id;
}

/** An element size (1 to 8 bytes); null for the reserved "unknown size" (all value bits set). */
function* readEbmlSize(): Generator<Want, number | null | undefined, Buffer | undefined> {
  const first = ((yield { read: 1 }) as Buffer)[0] as number;
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8) return undefined;
  const rest = length > 1 ? ((yield { read: length - 1 }) as Buffer) : Buffer.alloc(0);
  return ebmlSizeValue(first, length, rest);
}

function ebmlSizeValue(first: number, length: number, rest: Buffer): number | null {
  let value = first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (const byte of rest) {
    value = value * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return unknown ? null : value;
}

function* readWebm(): Reader {
  if ((yield* readEbmlId()) !== EBML_ID) return false;
  const headerBytes = yield* readEbmlSize();
  if (headerBytes === undefined || headerBytes === null || headerBytes > EBML_HEADER_MAX_BYTES) return false;
  const header = (yield { read: headerBytes }) as Buffer;
  const docType = ebmlElements(header)?.find(([id]) => id === DOCTYPE_ID)?.[1];
  if (docType?.toString('latin1').replace(/\0+$/, '') !== 'webm') return false;

  // Top level: the Segment, maybe after Void elements.
  for (;;) {
    const id = yield* readEbmlId();
    const size = yield* readEbmlSize();
    if (id === undefined || size === undefined) return false;
    if (id === SEGMENT_ID) break;
    if (size === null) return false;
    yield { skip: size };
  }
  // In the Segment (whose size a live recording leaves unknown): up to Tracks.
  for (;;) {
    const id = yield* readEbmlId();
    const size = yield* readEbmlSize();
    if (id === undefined || size === undefined) return false;
    if (id === TRACKS_ID) {
      if (size === null || size > TRACKS_MAX_BYTES) return false;
      return hasWebmVideoTrack((yield { read: size }) as Buffer);
    }
    // Media before any track list: not a file a browser could play.
    if (id === CLUSTER_ID || size === null) return false;
    yield { skip: size };
  }
}

/** The elements of an EBML body in memory, as [id, body]; undefined when they do not fit. */
function ebmlElements(body: Buffer): [number, Buffer][] | undefined {
  const elements: [number, Buffer][] = [];
  for (let offset = 0; offset < body.length; ) {
    const idLength = Math.clz32(body[offset] as number) - 23;
    if (idLength < 1 || idLength > 4 || offset + idLength >= body.length) return undefined;
    const id = body.readUIntBE(offset, idLength);
    offset += idLength;
    const first = body[offset] as number;
    const sizeLength = Math.clz32(first) - 23;
    if (sizeLength < 1 || sizeLength > 8 || offset + sizeLength > body.length) return undefined;
    const size = ebmlSizeValue(first, sizeLength, body.subarray(offset + 1, offset + sizeLength));
    offset += sizeLength;
    if (size === null || offset + size > body.length) return undefined;
    elements.push([id, body.subarray(offset, offset + size)]);
    offset += size;
  }
  return elements;
}

function hasWebmVideoTrack(tracks: Buffer): boolean {
  return (ebmlElements(tracks) ?? []).some(
    ([id, entry]) =>
      id === TRACK_ENTRY_ID &&
      (ebmlElements(entry) ?? []).some(
        ([childId, value]) =>
          childId === TRACK_TYPE_ID &&
          value.length >= 1 &&
          value.length <= 6 &&
          value.readUIntBE(0, value.length) === TRACK_TYPE_VIDEO,
      ),
  );
}

// --- Ogg ---------------------------------------------------------------------------------------

// A Theora stream's identification header: packet type 0x80, then 'theora'.
const THEORA_ID = Buffer.from('\x80theora', 'latin1');
const OGG_BEGINNING_OF_STREAM = 0x02;

function* readOgg(): Reader {
  for (let stream = 0; stream < OGG_MAX_STREAMS; stream++) {
    const header = (yield { read: 27 }) as Buffer;
    if (header.toString('latin1', 0, 4) !== 'OggS' || header[4] !== 0) return false;
    // The first page of every stream comes before any other page: past them, no video was found.
    if (((header[5] as number) & OGG_BEGINNING_OF_STREAM) === 0) return false;
    const lacing = (yield { read: header[26] as number }) as Buffer;
    const body = (yield { read: lacing.reduce((sum, length) => sum + length, 0) }) as Buffer;
    if (body.subarray(0, THEORA_ID.length).equals(THEORA_ID)) return true;
  }
  return false;
}
