import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userSessions, users } from '../db/schema/index';

export type AuthUser = { id: number; email: string; firstName: string };

/** The active host behind an unexpired session token hash, if any. */
export async function findUserSession(db: Db, tokenHash: string): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.tokenHash, tokenHash),
        gt(userSessions.expiresAt, new Date()),
        eq(users.active, true),
      ),
    )
    .limit(1);
  return row;
}
