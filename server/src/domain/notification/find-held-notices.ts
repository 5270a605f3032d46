import { and, asc, eq, inArray, lte, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heldNotices, users } from '../../db/schema/index';

/** The hosts with a notice held since at least `heldSince`: their summary is due. */
export async function findDueNoticeHosts(db: Db, heldSince: Date): Promise<number[]> {
  const rows = await db
    .select({ userId: heldNotices.userId })
    .from(heldNotices)
    .groupBy(heldNotices.userId)
    .having(lte(min(heldNotices.createdAt), heldSince));
  return rows.map((row) => row.userId);
}

/** A host's address and name, and every notice held for them until `until`, oldest first. */
export async function findHeldNotices(db: Db, userId: number, until: Date) {
  const [host] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  const notices = await db
    .select({ id: heldNotices.id, line: heldNotices.line })
    .from(heldNotices)
    .where(and(eq(heldNotices.userId, userId), lte(heldNotices.createdAt, until)))
    .orderBy(asc(heldNotices.createdAt), asc(heldNotices.id));
  return { host, notices };
}

/** Forgets the notices a summary has taken (only those: the ones held since wait for the next). */
export async function deleteHeldNotices(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(heldNotices).where(inArray(heldNotices.id, ids));
}
