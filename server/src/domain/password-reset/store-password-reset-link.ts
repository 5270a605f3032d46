import { and, eq, lt } from 'drizzle-orm';
import { createSessionToken } from '../../auth/session-token';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/index';
import { type ResetAccountKind, tokenOwner } from './reset-account';

/** How long a mailed reset link works. */
export const RESET_LINK_MINUTES = 60;

/**
 * A new reset link's token for the account (256 random bits, shown once in the mail; only its
 * SHA-256 is stored), working for an hour. The account's expired links are swept while we are
 * here; its live ones stay (see the table's comment).
 */
export async function storePasswordResetLink(
  db: Db,
  kind: ResetAccountKind,
  accountId: number,
): Promise<string> {
  const { token, tokenHash } = createSessionToken();
  const owner = tokenOwner(kind);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(owner, accountId), lt(passwordResetTokens.expiresAt, now)));
    await tx.insert(passwordResetTokens).values({
      tokenHash,
      ...(kind === 'host' ? { userId: accountId } : { adminId: accountId }),
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
  });
  return token;
}
