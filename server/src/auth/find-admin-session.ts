import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared-statement';
import { sessionCutoffs } from './session-token';

/** The signed-in administrator, and the session their token opened (what logout ends). */
export type AuthAdmin = { id: number; email: string; firstName: string; sessionId: number };

/**
 * One statement on every admin call: the active administrator behind an unexpired session that
 * was used within the idle window, and, in the same round trip, the session marked as used now
 * when its mark is older than a minute (so most requests only read; `touched` updates nothing).
 */
const findAdminSessionStatement = preparedStatement<AuthAdmin>(
  'find_admin_session',
  sql`
    with found as (
      select s.id as "sessionId", a.id, a.email, a.first_name as "firstName"
      from admin_sessions s
      join admins a on a.id = s.admin_id
      where s.token_hash = ${sql.placeholder('tokenHash')}
        and s.expires_at > ${sql.placeholder('now')}::timestamptz
        and s.last_used_at > ${sql.placeholder('idleSince')}::timestamptz
        and a.active
      limit 1
    ), touched as (
      update admin_sessions set last_used_at = ${sql.placeholder('now')}::timestamptz
      where id = (select "sessionId" from found)
        and last_used_at < ${sql.placeholder('refreshBefore')}::timestamptz
    )
    select "sessionId", id, email, "firstName" from found`,
);

/** The active administrator behind a live session token hash, if any (on every admin call). */
export async function findAdminSession(
  db: Db,
  tokenHash: string,
  idleHours: number,
): Promise<AuthAdmin | undefined> {
  const [row] = await findAdminSessionStatement(db, { tokenHash, ...sessionCutoffs(idleHours) });
  return row;
}
