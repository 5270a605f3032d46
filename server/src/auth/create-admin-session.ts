import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminSessions } from '../db/schema/index';
import { createSessionToken, sessionExpiry } from './session-token';

/** Opens a session for the administrator and returns its token (shown once, stored hashed). */
export async function createAdminSession(db: Db, adminId: number, ttlHours: number): Promise<string> {
  const { token, tokenHash } = createSessionToken();
  await db.transaction(async (tx) => {
    // Sweep this admin's expired sessions while we are here, so the table does not grow forever.
    await tx
      .delete(adminSessions)
      .where(and(eq(adminSessions.adminId, adminId), lt(adminSessions.expiresAt, new Date())));
    await tx.insert(adminSessions).values({ adminId, tokenHash, expiresAt: sessionExpiry(ttlHours) });
  });
  return token;
}
