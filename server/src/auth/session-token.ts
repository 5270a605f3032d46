import { createHash, randomBytes } from 'node:crypto';

/** A new login token (256 random bits, base64url), returned to the client once, and what we store. */
export function createSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

/**
 * Only the SHA-256 of a token is stored, so a leaked database holds no usable token. A plain hash
 * (no salt, no stretching) is enough for 256 random bits and lets the lookup use the unique index.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, if that is what it holds. */
export function readBearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** When a session made now expires. */
export function sessionExpiry(ttlHours: number, now = new Date()): Date {
  return new Date(now.getTime() + ttlHours * 3_600_000);
}

/**
 * A session's last use is written at most this often: the sign-in lookup runs on every request,
 * and a write each time would cost more than the read. The idle window is hours, so a minute of
 * slack in when a session counts as used changes nothing a person notices.
 */
export const LAST_USED_REFRESH_MS = 60_000;

/**
 * The instants the sign-in lookup compares a session with: it must not have expired (`now`),
 * must have been used since `idleSince`, and is marked used now if last marked before
 * `refreshBefore`.
 */
export function sessionCutoffs(idleHours: number, now = new Date()) {
  return {
    now,
    idleSince: new Date(now.getTime() - idleHours * 3_600_000),
    refreshBefore: new Date(now.getTime() - LAST_USED_REFRESH_MS),
  };
}
