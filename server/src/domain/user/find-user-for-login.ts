import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** What login needs to check a host's credentials; `email` already normalised. */
export async function findUserForLogin(db: Db, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
      active: users.active,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user;
}
