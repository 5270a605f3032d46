import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userSessions } from '../db/schema/index';

/** A Db or the transaction of one (`db.transaction((tx) => …)`). */
type Executor = Pick<Db, 'delete'>;

/** Logout: the one session the host's token opened stops working at once. */
export async function revokeUserSession(db: Executor, sessionId: number): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.id, sessionId));
}

/**
 * Every session of the host ends (deactivation, password change): the rows are deleted, not
 * flagged, so nothing done to the account later (reactivating it) can bring an old token back.
 */
export async function revokeAllUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.userId, userId));
}
