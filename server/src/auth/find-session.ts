import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement } from '../read-model/prepared-statement';
import type { SessionTables } from './session-tables';
import { sessionCutoffs } from './session-token';

/** The signed-in account (administrator or host), and the session their token opened (what logout ends). */
export type SessionAccount = { id: number; email: string; firstName: string; sessionId: number };

/**
 * One statement on every signed-in call: the active account behind an unexpired session that was
 * used within the idle window, and, in the same round trip, the session marked as used now when
 * its mark is older than a minute (so most requests only read; `touched` updates nothing).
 */
function findSessionStatement({ statement, sessions, owner, accounts }: SessionTables) {
  return preparedStatement(statement, (db) => {
    const now = sql`${sql.placeholder('now')}::timestamptz`;
    const found = db.$with('found').as(
      db
        .select({
          sessionId: sql<number>`${sessions.id}`.as('sessionId'),
          id: accounts.id,
          email: accounts.email,
          firstName: accounts.firstName,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, owner))
        .where(
          and(
            eq(sessions.tokenHash, sql.placeholder('tokenHash')),
            sql`${sessions.expiresAt} > ${now}`,
            sql`${sessions.lastUsedAt} > ${sql.placeholder('idleSince')}::timestamptz`,
            sql`${accounts.active}`,
          ),
        )
        .limit(1),
    );
    const touched = db.$with('touched').as(
      db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(
          and(
            sql`${sessions.id} = (select ${found.sessionId} from ${found})`,
            sql`${sessions.lastUsedAt} < ${sql.placeholder('refreshBefore')}::timestamptz`,
          ),
        ),
    );
    return db.with(found, touched).select().from(found);
  });
}

/**
 * The look-up of one kind of session: the active account behind a live session token hash, if
 * any. Made once per kind at module load, so each keeps its own prepared statement.
 */
export function sessionFinder(tables: SessionTables) {
  const statement = findSessionStatement(tables);
  return async (db: Db, tokenHash: string, idleHours: number): Promise<SessionAccount | undefined> => {
    const [row] = await statement(db, { tokenHash, ...sessionCutoffs(idleHours) });
    return row;
  };
}
