import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashSessionToken } from '../../auth/session-token';
import type { Db } from '../../db/client';
import { preUserRequests } from '../../db/schema/index';

/**
 * Records that the address of request `id` is proven, if `code` is still its access code: a
 * registration that replaced the request meanwhile changed the code, so it cannot be confirmed
 * with the old registrant's proof. Answers whether it was recorded.
 */
export async function markEmailVerified(db: Db, id: number, code: string): Promise<boolean> {
  const marked = await db
    .update(preUserRequests)
    .set({ emailVerifiedAt: sql`now()` })
    .where(
      and(
        eq(preUserRequests.id, id),
        eq(preUserRequests.emailCodeHash, hashSessionToken(code)),
        gt(preUserRequests.emailCodeExpiresAt, sql`now()`),
        isNull(preUserRequests.emailVerifiedAt),
      ),
    )
    .returning({ id: preUserRequests.id });
  return marked.length > 0;
}

/** A new access code for the request, replacing the one mailed before. */
export async function storeAccessCode(db: Db, id: number, codeHash: string, expiresAt: Date): Promise<void> {
  await db
    .update(preUserRequests)
    .set({ emailCodeHash: codeHash, emailCodeExpiresAt: expiresAt })
    .where(eq(preUserRequests.id, id));
}
