import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminSessions } from '../db/schema/index';
import { createSessionToken, sessionCutoffs, sessionExpiry } from './session-token';

/**
 * Opens a session for the administrator and returns its token (shown once, stored hashed). With
 * `idleHours`, the administrator's sessions left unused that long are swept too.
 */
export async function createAdminSession(
  db: Db,
  adminId: number,
  ttlHours: number,
  idleHours?: number,
): Promise<string> {
  const { token, tokenHash } = createSessionToken();
  const { now, idleSince } = sessionCutoffs(idleHours ?? 0);
  await db.transaction(async (tx) => {
    // Sweep this admin's dead sessions while we are here, so the table does not grow forever.
    const expired = lt(adminSessions.expiresAt, now);
    const dead = idleHours === undefined ? expired : or(expired, lt(adminSessions.lastUsedAt, idleSince));
    await tx.delete(adminSessions).where(and(eq(adminSessions.adminId, adminId), dead));
    await tx
      .insert(adminSessions)
      .values({ adminId, tokenHash, expiresAt: sessionExpiry(ttlHours, now), lastUsedAt: now });
  });
  return token;
}
