import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailUnsubscribes, signingKeys } from '../../db/schema/index';
import { addressHash } from '../../mail/count-mails-to';

const KEY_NAME = 'unsubscribe';
/** The SHA-256 of an address in base64url, 43 characters. */
const HASH = /^[A-Za-z0-9_-]{43}$/;
/** The signature's first 128 bits: plenty against guessing, and the link stays short. */
const SIGNATURE_BYTES = 16;

/**
 * The key the unsubscribe links are signed with: made at random by the first instance that needs
 * it and kept in the database, so every instance signs and checks alike, with nothing to configure.
 */
async function unsubscribeKey(db: Db): Promise<Buffer> {
  await db
    .insert(signingKeys)
    .values({ name: KEY_NAME, key: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ key: signingKeys.key })
    .from(signingKeys)
    .where(eq(signingKeys.name, KEY_NAME));
  if (!row) throw new Error('the unsubscribe key could not be read');
  return Buffer.from(row.key, 'base64url');
}

const sign = (key: Buffer, hash: string) =>
  createHmac('sha256', key).update(`unsubscribe:${hash}`).digest().subarray(0, SIGNATURE_BYTES);

/**
 * The token of an address's unsubscribe link: the SHA-256 of the address (the link names no one)
 * and its HMAC, both in base64url (66 characters: within the router's 100 of a path parameter), so that no one unsubscribes an address whose link they were not sent.
 */
export async function unsubscribeToken(db: Db, address: string): Promise<string> {
  const hash = addressHash(address);
  const short = Buffer.from(hash, 'hex').toString('base64url');
  return `${short}.${sign(await unsubscribeKey(db), hash).toString('base64url')}`;
}

/**
 * Records an unsubscribe link's address in the list the reminders are checked against; answers
 * false for a token that is not one the platform signed. Twice is the same as once.
 */
export async function recordUnsubscribe(db: Db, token: string): Promise<boolean> {
  const [short, signature] = token.split('.');
  if (!short || !signature || !HASH.test(short)) return false;
  const hash = Buffer.from(short, 'base64url').toString('hex');
  const expected = sign(await unsubscribeKey(db), hash);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  await db.insert(mailUnsubscribes).values({ addressHash: hash }).onConflictDoNothing();
  return true;
}
