import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userSessions, users } from '../db/schema/index';
import { preparedStatement } from '../read-model/prepared-statement';
import { sessionCutoffs } from './session-token';

/** The signed-in host, and the session their token opened (what logout ends). */
export type AuthUser = { id: number; email: string; firstName: string; sessionId: number };

/**
 * One statement on every host call: the active host behind an unexpired session that was used
 * within the idle window, and, in the same round trip, the session marked as used now when its
 * mark is older than a minute (so most requests only read; `touched` updates nothing).
 */
const findUserSessionStatement = preparedStatement('find_user_session', (db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const found = db.$with('found').as(
    db
      .select({
        sessionId: sql<number>`${userSessions.id}`.as('sessionId'),
        id: users.id,
        email: users.email,
        firstName: users.firstName,
      })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(
        and(
          eq(userSessions.tokenHash, sql.placeholder('tokenHash')),
          sql`${userSessions.expiresAt} > ${now}`,
          sql`${userSessions.lastUsedAt} > ${sql.placeholder('idleSince')}::timestamptz`,
          sql`${users.active}`,
        ),
      )
      .limit(1),
  );
  const touched = db.$with('touched').as(
    db
      .update(userSessions)
      .set({ lastUsedAt: now })
      .where(
        and(
          sql`${userSessions.id} = (select ${found.sessionId} from ${found})`,
          sql`${userSessions.lastUsedAt} < ${sql.placeholder('refreshBefore')}::timestamptz`,
        ),
      ),
  );
  return db.with(found, touched).select().from(found);
});

/** The active host behind a live session token hash, if any (on every host call). */
export async function findUserSession(
  db: Db,
  tokenHash: string,
  idleHours: number,
): Promise<AuthUser | undefined> {
  const [row] = await findUserSessionStatement(db, { tokenHash, ...sessionCutoffs(idleHours) });
  return row;
}
