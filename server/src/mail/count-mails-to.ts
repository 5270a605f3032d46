import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';

/** The most mails one address receives from the platform in an hour, whatever sends them. */
export const MAILS_PER_RECIPIENT_PER_HOUR = 5;
const WINDOW_MS = 60 * 60_000;

/**
 * Counts one more mail to `address` in its hourly window and answers whether it may still be
 * sent. The counter is a row of the rate limiter's table (`mail:` and the SHA-256 of the address,
 * so the table holds no address), shared by every instance on the database; a window that has
 * expired starts again at 1, and the rate limiter's clean-up deletes it.
 */
export function mailCap(db: Pick<Db, 'insert'>) {
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  const upsert = db
    .insert(rateLimits)
    .values({
      key: sql.placeholder('key'),
      count: 1,
      expiresAt: sql`now() + ${WINDOW_MS} * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimits.count })
    .prepare('mail_cap_increment');

  return async function mayMail(address: string): Promise<boolean> {
    const [row] = await upsert.execute({ key: mailCapKey(address) });
    return Number(row?.count ?? 1) <= MAILS_PER_RECIPIENT_PER_HOUR;
  };
}

/** The counter's key of an address, compared trimmed and lower-cased as the platform stores e-mails. */
export function mailCapKey(address: string): string {
  return `mail:${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;
}
