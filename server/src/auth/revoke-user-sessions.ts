import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userSessions } from '../db/schema/index';

/** A Db or the transaction of one (`db.transaction((tx) => …)`). */
type Executor = Pick<Db, 'delete'>;

/** Logout: the one session the host's token opened stops working at once. */
export async function revokeUserSession(db: Executor, sessionId: number): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.id, sessionId));
}

/**
 * Every session of the host ends (deactivation, a password reset from a mailed link): the rows are deleted, not
 * flagged, so nothing done to the account later (reactivating it) can bring an old token back.
 */
export async function revokeAllUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.userId, userId));
}

/**
 * Every session of the host ends but `keepSessionId` (the one making a password change in the
 * settings): the person in front of it has just typed the current password.
 */
export async function revokeOtherUserSessions(
  db: Executor,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), ne(userSessions.id, keepSessionId)));
}
