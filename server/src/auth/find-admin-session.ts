import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparePerDb } from '../db/prepare-per-db';
import { adminSessions, admins } from '../db/schema/index';

export type AuthAdmin = { id: number; email: string; firstName: string };

const adminSessionQuery = preparePerDb((db) =>
  db
    .select({ id: admins.id, email: admins.email, firstName: admins.firstName })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.tokenHash, sql.placeholder('tokenHash')),
        gt(adminSessions.expiresAt, sql.placeholder('now')),
        eq(admins.active, true),
      ),
    )
    .limit(1)
    .prepare('find_admin_session'),
);

/** The active administrator behind an unexpired session token hash, if any (on every admin call). */
export async function findAdminSession(db: Db, tokenHash: string): Promise<AuthAdmin | undefined> {
  const [row] = await adminSessionQuery(db).execute({ tokenHash, now: new Date() });
  return row;
}
