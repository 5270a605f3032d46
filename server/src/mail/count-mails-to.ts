import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';

/** The most mails one address receives from the platform in an hour, whatever sends them. */
export const MAILS_PER_RECIPIENT_PER_HOUR = 5;
/**
 * The notices a host gets one by one in an hour (a message, an answer, a gift); the rest are
 * folded into the notices' summary. Counted apart from the address's allowance, so that visitors
 * filling it cannot hold back the host's other mails.
 */
export const NOTICES_PER_HOST_PER_HOUR = 3;
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

  const count = async (key: string) => Number((await upsert.execute({ key }))[0]?.count ?? 1);
  return {
    mayMail: async (address: string) => (await count(mailCapKey(address))) <= MAILS_PER_RECIPIENT_PER_HOUR,
    mayNotify: async (userId: number) => (await count(`notice:${userId}`)) <= NOTICES_PER_HOST_PER_HOUR,
  };
}

/** The counter's key of an address, compared trimmed and lower-cased as the platform stores e-mails. */
export function mailCapKey(address: string): string {
  return `mail:${addressHash(address)}`;
}

/** The SHA-256 of an address, trimmed and lower-cased: how counters and lists keep an address. */
export function addressHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}
