import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/index';
import { adminProfileColumns } from './admin-columns';

/** The administrator login checks and answers with; `email` already normalised. */
export async function findAdminForLogin(db: Db, email: string) {
  const [admin] = await db
    .select({
      ...adminProfileColumns,
      passwordHash: admins.passwordHash,
      active: admins.active,
    })
    .from(admins)
    .where(eq(admins.email, email))
    .limit(1);
  return admin;
}
