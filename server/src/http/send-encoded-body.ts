import type { FastifyReply, FastifyRequest } from 'fastify';

/** A coding a body may be sent in, compressed: brotli or gzip. */
export type ContentCoding = 'br' | 'gzip';

/**
 * Bytes kept with their version (a weak ETag) and their compressed copies, made on demand: what
 * the read model keeps (read-model/public-event-cache/encoded-body.ts's EncodedBody). Whether to
 * answer them, or a 304, is decided here, at the HTTP edge.
 */
export type EncodedAnswer = {
  readonly identity: Buffer;
  readonly etag: string;
  readonly isCompressible: boolean;
  compressed(coding: ContentCoding): Promise<Buffer>;
};

/**
 * Sends bytes kept with their compressed copies and ETag (EncodedAnswer): a 304 when the client's
 * If-None-Match holds the ETag, else brotli or gzip as it accepts them, else the bytes as they are.
 */
export async function sendEncodedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedAnswer,
  { contentType, cacheControl }: { contentType: string; cacheControl: string },
): Promise<FastifyReply> {
  reply.headers({ etag: body.etag, 'cache-control': cacheControl, vary: 'Accept-Encoding' });
  if (isNotModified(request.headers['if-none-match'], body.etag)) return reply.code(304).send();

  reply.header('content-type', contentType);
  const coding = body.isCompressible ? pickContentCoding(request.headers['accept-encoding']) : undefined;
  if (coding) {
    const compressed = await body.compressed(coding).catch(() => undefined);
    if (compressed) return reply.header('content-encoding', coding).send(compressed);
  }
  return reply.send(body.identity);
}

/** If-None-Match against our (weak) ETag, by weak comparison (RFC 9110, 13.1.2). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once. Bounded, as
// the header is the client's to choose.
const codingByHeader = new Map<string, ContentCoding | undefined>();
const CODING_MEMO_SIZE = 64;

/** The coding to send for an Accept-Encoding header: brotli, else gzip, else none (identity). */
export function pickContentCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  if (codingByHeader.has(acceptEncoding)) return codingByHeader.get(acceptEncoding);
  const coding = parseAcceptEncoding(acceptEncoding);
  if (codingByHeader.size >= CODING_MEMO_SIZE) codingByHeader.clear();
  codingByHeader.set(acceptEncoding, coding);
  return coding;
}

function parseAcceptEncoding(acceptEncoding: string): ContentCoding | undefined {
  const quality: Partial<Record<ContentCoding | '*', number>> = {};
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    const coding = name === 'x-gzip' ? 'gzip' : name;
    if ((coding === 'br' || coding === 'gzip' || coding === '*') && Number.isFinite(value)) {
      quality[coding] = value;
    }
  }
  const of = (coding: ContentCoding) => quality[coding] ?? quality['*'] ?? 0;
  if (of('br') > 0 && of('br') >= of('gzip')) return 'br';
  if (of('gzip') > 0) return 'gzip';
  return undefined;
}
