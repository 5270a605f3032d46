import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminSessions, admins } from '../db/schema/index';
import { preparedStatement } from '../read-model/prepared-statement';
import { sessionCutoffs } from './session-token';

/** The signed-in administrator, and the session their token opened (what logout ends). */
export type AuthAdmin = { id: number; email: string; firstName: string; sessionId: number };

/**
 * One statement on every admin call: the active administrator behind an unexpired session that
 * was used within the idle window, and, in the same round trip, the session marked as used now
 * when its mark is older than a minute (so most requests only read; `touched` updates nothing).
 */
const findAdminSessionStatement = preparedStatement('find_admin_session', (db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const found = db.$with('found').as(
    db
      .select({
        sessionId: sql<number>`${adminSessions.id}`.as('sessionId'),
        id: admins.id,
        email: admins.email,
        firstName: admins.firstName,
      })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(
        and(
          eq(adminSessions.tokenHash, sql.placeholder('tokenHash')),
          sql`${adminSessions.expiresAt} > ${now}`,
          sql`${adminSessions.lastUsedAt} > ${sql.placeholder('idleSince')}::timestamptz`,
          sql`${admins.active}`,
        ),
      )
      .limit(1),
  );
  const touched = db.$with('touched').as(
    db
      .update(adminSessions)
      .set({ lastUsedAt: now })
      .where(
        and(
          sql`${adminSessions.id} = (select ${found.sessionId} from ${found})`,
          sql`${adminSessions.lastUsedAt} < ${sql.placeholder('refreshBefore')}::timestamptz`,
        ),
      ),
  );
  return db.with(found, touched).select().from(found);
});

/** The active administrator behind a live session token hash, if any (on every admin call). */
export async function findAdminSession(
  db: Db,
  tokenHash: string,
  idleHours: number,
): Promise<AuthAdmin | undefined> {
  const [row] = await findAdminSessionStatement(db, { tokenHash, ...sessionCutoffs(idleHours) });
  return row;
}
