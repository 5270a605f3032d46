import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userSessions } from '../db/schema/index';
import { createSessionToken, sessionCutoffs, sessionExpiry } from './session-token';

/**
 * Opens a session for the host and returns its token (shown once, stored hashed). With
 * `idleHours`, the host's sessions left unused that long are swept too.
 */
export async function createUserSession(
  db: Db,
  userId: number,
  ttlHours: number,
  idleHours?: number,
): Promise<string> {
  const { token, tokenHash } = createSessionToken();
  const { now, idleSince } = sessionCutoffs(idleHours ?? 0);
  await db.transaction(async (tx) => {
    // Sweep this host's dead sessions while we are here, so the table does not grow forever.
    const expired = lt(userSessions.expiresAt, now);
    const dead = idleHours === undefined ? expired : or(expired, lt(userSessions.lastUsedAt, idleSince));
    await tx.delete(userSessions).where(and(eq(userSessions.userId, userId), dead));
    await tx
      .insert(userSessions)
      .values({ userId, tokenHash, expiresAt: sessionExpiry(ttlHours, now), lastUsedAt: now });
  });
  return token;
}
