import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparePerDb } from '../db/prepare-per-db';
import { userSessions, users } from '../db/schema/index';

export type AuthUser = { id: number; email: string; firstName: string };

const userSessionQuery = preparePerDb((db) =>
  db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.tokenHash, sql.placeholder('tokenHash')),
        gt(userSessions.expiresAt, sql.placeholder('now')),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('find_user_session'),
);

/** The active host behind an unexpired session token hash, if any (on every host call). */
export async function findUserSession(db: Db, tokenHash: string): Promise<AuthUser | undefined> {
  const [row] = await userSessionQuery(db).execute({ tokenHash, now: new Date() });
  return row;
}
