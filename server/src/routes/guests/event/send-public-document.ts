import type { FastifyReply, FastifyRequest } from 'fastify';
import { type EncodedAnswer, sendEncodedBody } from '../../../http/send-encoded-body';

/**
 * `no-cache`: a browser (or a proxy) may keep the page but must ask again each time, with the
 * ETag, and gets a body-less 304 while nothing changed. A max-age would save that round trip at
 * the price of showing a gift the admin withdrew, or a changed date, for as long as it lasts; the
 * revalidation is cheap here (no SQL). A password-protected site is `private`: a shared cache
 * must not hand it out.
 */
const CACHE_CONTROL = { open: 'no-cache', protected: 'private, no-cache' };

/**
 * Sends a cached answer as it is: the serialized bytes (no schema serialization; the content type
 * says JSON, so Fastify passes them through), brotli or gzip when the client accepts them, or a
 * 304 when its If-None-Match holds the current ETag.
 */
export function sendPublicDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedAnswer,
  { isProtected }: { isProtected: boolean },
): Promise<FastifyReply> {
  return sendEncodedBody(request, reply, body, {
    contentType: 'application/json; charset=utf-8',
    cacheControl: isProtected ? CACHE_CONTROL.protected : CACHE_CONTROL.open,
  });
}
