import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema/index';

/** The per-event mails a host can turn off (users' notify* columns). */
export type HostMailKind = 'notifyGifts' | 'notifyMessages' | 'notifyConfirmations';

/** Whether the host of `eventId` wants this kind of mail (false when there is no such event). */
export async function hostWantsMail(db: Db, eventId: number, kind: HostMailKind): Promise<boolean> {
  const [row] = await db
    .select({ wants: users[kind] })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(eq(events.id, eventId))
    .limit(1);
  return row?.wants ?? false;
}
