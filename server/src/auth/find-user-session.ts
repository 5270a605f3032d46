import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared-statement';
import { sessionCutoffs } from './session-token';

/** The signed-in host, and the session their token opened (what logout ends). */
export type AuthUser = { id: number; email: string; firstName: string; sessionId: number };

/**
 * One statement on every host call: the active host behind an unexpired session that was used
 * within the idle window, and, in the same round trip, the session marked as used now when its
 * mark is older than a minute (so most requests only read; `touched` updates nothing).
 */
const findUserSessionStatement = preparedStatement<AuthUser>(
  'find_user_session',
  sql`
    with found as (
      select s.id as "sessionId", u.id, u.email, u.first_name as "firstName"
      from user_sessions s
      join users u on u.id = s.user_id
      where s.token_hash = ${sql.placeholder('tokenHash')}
        and s.expires_at > ${sql.placeholder('now')}::timestamptz
        and s.last_used_at > ${sql.placeholder('idleSince')}::timestamptz
        and u.active
      limit 1
    ), touched as (
      update user_sessions set last_used_at = ${sql.placeholder('now')}::timestamptz
      where id = (select "sessionId" from found)
        and last_used_at < ${sql.placeholder('refreshBefore')}::timestamptz
    )
    select "sessionId", id, email, "firstName" from found`,
);

/** The active host behind a live session token hash, if any (on every host call). */
export async function findUserSession(
  db: Db,
  tokenHash: string,
  idleHours: number,
): Promise<AuthUser | undefined> {
  const [row] = await findUserSessionStatement(db, { tokenHash, ...sessionCutoffs(idleHours) });
  return row;
}
