import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminSessions } from '../db/schema/index';

/** A Db or the transaction of one (`db.transaction((tx) => …)`). */
type Executor = Pick<Db, 'delete'>;

/** Logout: the one session the administrator's token opened stops working at once. */
export async function revokeAdminSession(db: Executor, sessionId: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

/**
 * Every session of the administrator ends but `keepSessionId` (the one making a password change):
 * the rows are deleted, not flagged, so nothing done to the account later brings a token back.
 */
export async function revokeOtherAdminSessions(
  db: Executor,
  adminId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.id, keepSessionId)));
}

/**
 * Every session of the administrator ends (a password reset from a mailed link: whoever held a
 * token, perhaps the reason for the reset, loses it, and nobody is signed in where it was done).
 */
export async function revokeAllAdminSessions(db: Executor, adminId: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}
