import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SessionTables } from './session-tables';
import { createSessionToken, sessionCutoffs, sessionExpiry } from './session-token';

/**
 * Opens a session for the account `ownerId` and returns its token (shown once, stored hashed).
 * With `idleHours`, the account's sessions left unused that long are swept too.
 */
export async function createSession(
  db: Db,
  { sessions, owner, ownedBy }: SessionTables,
  ownerId: number,
  ttlHours: number,
  idleHours?: number,
): Promise<string> {
  const { token, tokenHash } = createSessionToken();
  const { now, idleSince } = sessionCutoffs(idleHours ?? 0);
  await db.transaction(async (tx) => {
    // Sweep this account's dead sessions while we are here, so the table does not grow forever.
    const expired = lt(sessions.expiresAt, now);
    const dead = idleHours === undefined ? expired : or(expired, lt(sessions.lastUsedAt, idleSince));
    await tx.delete(sessions).where(and(eq(owner, ownerId), dead));
    await tx
      .insert(sessions)
      .values({ ...ownedBy(ownerId), tokenHash, expiresAt: sessionExpiry(ttlHours, now), lastUsedAt: now });
  });
  return token;
}
