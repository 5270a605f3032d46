import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailUnsubscribes } from '../../db/schema/index';
import { addressHash } from '../../mail/count-mails-to';

/** Whether this address asked, by a reminder's link, not to receive reminders. */
export async function isUnsubscribed(db: Db, address: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: mailUnsubscribes.addressHash })
    .from(mailUnsubscribes)
    .where(eq(mailUnsubscribes.addressHash, addressHash(address)))
    .limit(1);
  return row !== undefined;
}
