import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/index';

/** The administrator login checks and answers with; `email` already normalised. */
export async function findAdminForLogin(db: Db, email: string) {
  const [admin] = await db
    .select({
      id: admins.id,
      firstName: admins.firstName,
      lastName: admins.lastName,
      email: admins.email,
      avatarUrl: admins.avatarUrl,
      passwordHash: admins.passwordHash,
      active: admins.active,
    })
    .from(admins)
    .where(eq(admins.email, email))
    .limit(1);
  return admin;
}
