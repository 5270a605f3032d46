import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { eventSettings } from '../../db/schema/index';

/**
 * A site password is kept as the account passwords are: an argon2id hash (auth/password.ts). It is
 * a word the host hands to every guest, often short and simple, so a leaked table must not give it
 * away, nor let it be found offline faster than argon2 allows. The check costs ~50 ms, once per
 * page opened or guest write on a protected site (not per file); guesses are counted before it
 * (password-guesses.ts), so a flood of wrong words costs at most ten checks per address and event
 * in a window.
 *
 * The passwords that existed before were hashed by the migration itself, in SQL, where argon2 is
 * not at hand: `sha256$<salt>$<hex of sha256(salt || password)>`. Such a hash is checked as it is
 * and replaced by an argon2 one at its first right guess (upgradeSitePasswordHash).
 */
const LEGACY_PREFIX = 'sha256$';

export function hashSitePassword(password: string): Promise<string> {
  return hashPassword(password);
}

/** Whether `given` is the password `stored` is the hash of (argon2id, or the migration's salted SHA-256). */
export async function verifySitePassword(stored: string, given: string): Promise<boolean> {
  if (!isLegacyHash(stored)) return verifyPassword(stored, given);
  const [, salt = '', hex = ''] = stored.split('$');
  const expected = Buffer.from(hex, 'hex');
  const digest = createHash('sha256').update(`${salt}${given}`, 'utf8').digest();
  return expected.length === digest.length && timingSafeEqual(expected, digest);
}

export function isLegacyHash(stored: string): boolean {
  return stored.startsWith(LEGACY_PREFIX);
}

/**
 * The migration's SHA-256 hash of a site password, replaced by an argon2 one now that the right
 * password is known; only if it is still the one checked (the host may have changed it meanwhile).
 */
export async function upgradeSitePasswordHash(db: Db, eventId: number, stored: string, given: string) {
  await db
    .update(eventSettings)
    .set({ passwordHash: await hashSitePassword(given) })
    .where(and(eq(eventSettings.eventId, eventId), eq(eventSettings.passwordHash, stored)));
}
