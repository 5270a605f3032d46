import { createHmac, timingSafeEqual } from 'node:crypto';

/** Notifications older than this are refused: a captured one cannot be replayed later. */
export const MAX_SIGNATURE_AGE_SECONDS = 5 * 60;
/**
 * How far in the future a notification may be dated: the two clocks' skew, no more. A wider
 * window would let a signature dated ahead (a leaked secret's, or a clock gone wrong) be replayed
 * for longer than the past window says.
 */
export const MAX_SIGNATURE_SKEW_SECONDS = 30;

export type SignatureInput = {
  /** The x-signature header: 'ts=<unix seconds>,v1=<hex HMAC-SHA256>'. */
  signature: string | undefined;
  /** The x-request-id header. */
  requestId: string | undefined;
  /** data.id of the notification URL's query (what the provider signed). */
  dataId: string;
  secret: string;
  /** Unix seconds; now unless given (tests). */
  now?: number;
};

function parseSignature(header: string): { ts: string; v1: string } | null {
  let ts: string | undefined;
  let v1: string | undefined;
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((text) => text.trim());
    if (key === 'ts') ts = value;
    else if (key === 'v1') v1 = value;
  }
  return ts && v1 && /^\d+$/.test(ts) && /^[0-9a-f]{64}$/i.test(v1) ? { ts, v1 } : null;
}

/**
 * Whether a Mercado Pago notification really comes from Mercado Pago: the x-signature's v1 must
 * be the HMAC-SHA256, keyed with the webhook secret, of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` (the id lower-cased; a part the provider did
 * not send is left out of the manifest, as its documentation says), compared in constant time,
 * and ts no older than five minutes nor later than the clock skew allows.
 */
export function verifySignature(input: SignatureInput): boolean {
  if (!input.signature || !input.secret) return false;
  const parsed = parseSignature(input.signature);
  if (!parsed) return false;
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const age = now - Number(parsed.ts);
  if (age > MAX_SIGNATURE_AGE_SECONDS || age < -MAX_SIGNATURE_SKEW_SECONDS) return false;

  let manifest = '';
  if (input.dataId) manifest += `id:${input.dataId.toLowerCase()};`;
  if (input.requestId) manifest += `request-id:${input.requestId};`;
  manifest += `ts:${parsed.ts};`;
  const expected = createHmac('sha256', input.secret).update(manifest).digest();
  const given = Buffer.from(parsed.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
