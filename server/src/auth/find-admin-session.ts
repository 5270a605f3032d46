import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminSessions, admins } from '../db/schema/index';

export type AuthAdmin = { id: number; email: string; firstName: string };

/** The active administrator behind an unexpired session token hash, if any. */
export async function findAdminSession(db: Db, tokenHash: string): Promise<AuthAdmin | undefined> {
  const [row] = await db
    .select({ id: admins.id, email: admins.email, firstName: admins.firstName })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        gt(adminSessions.expiresAt, new Date()),
        eq(admins.active, true),
      ),
    )
    .limit(1);
  return row;
}
