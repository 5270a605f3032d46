import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userSessions } from '../db/schema/index';
import { createSessionToken, sessionExpiry } from './session-token';

/** Opens a session for the host and returns its token (shown once, stored hashed). */
export async function createUserSession(db: Db, userId: number, ttlHours: number): Promise<string> {
  const { token, tokenHash } = createSessionToken();
  await db.transaction(async (tx) => {
    // Sweep this host's expired sessions while we are here, so the table does not grow forever.
    await tx
      .delete(userSessions)
      .where(and(eq(userSessions.userId, userId), lt(userSessions.expiresAt, new Date())));
    await tx.insert(userSessions).values({ userId, tokenHash, expiresAt: sessionExpiry(ttlHours) });
  });
  return token;
}
