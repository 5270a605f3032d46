import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema/index';

/** The host to tell of a guest's answer, or undefined when they chose not to get these e-mails. */
export async function findRsvpMailRecipient(db: Db, eventId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      notify: users.notifyConfirmations,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(eq(events.id, eventId))
    .limit(1);
  return row?.notify ? { id: row.id, email: row.email, firstName: row.firstName } : undefined;
}
