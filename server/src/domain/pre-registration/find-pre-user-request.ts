import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preUserRequests, users } from '../../db/schema/index';

/** A prospective host's request by e-mail (already normalised). */
export async function findPreUserRequest(db: Db, email: string) {
  const [row] = await db.select().from(preUserRequests).where(eq(preUserRequests.email, email)).limit(1);
  return row;
}

/** Whether a host account already uses this e-mail (normalised). */
export async function isUserEmail(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}
