import { and, eq, gt, sql } from 'drizzle-orm';
import { hashSessionToken } from '../../auth/session-token';
import type { Db } from '../../db/client';
import { preRegisterCodes, preUserRequests } from '../../db/schema/index';
import { isProofOf, issueProof, revokeProofs } from './pre-register-proof';

type Verification =
  | { kind: 'invalid' }
  | { kind: 'accountCreated' }
  | { kind: 'passwordNeeded' }
  | { kind: 'verified'; token: string };

/**
 * An access link opened: `code` must be one of the codes mailed to `email` and still live, and is
 * used up by a success. Whoever opens it reads the mailbox, so they prove the address:
 *
 * - with `passwordHash` (the password they chose, hashed): it becomes the request's password and
 *   every other browser's proof ends. The request may have been (re)registered by anyone, so the
 *   mailbox's reader takes it over; a stranger's password or browser never outlives this.
 * - without it, only the browser holding a live proof of the request: the browser that registered
 *   last (a registration ends the proofs of the one it replaced), so the password typed there is
 *   that reader's own. Anyone else gets `passwordNeeded`, and the code stays usable.
 * - once proven, the code alone gives a new browser its proof.
 *
 * The request's row is locked throughout, so a registration of the address cannot slip between the
 * check of the browser's proof and the record of the proof (it waits, then finds it proven: 409).
 */
export async function verifyEmail(
  db: Db,
  input: { email: string; code: string; token: string | undefined; passwordHash: string | undefined },
): Promise<Verification> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(preUserRequests)
      .where(eq(preUserRequests.email, input.email))
      .for('update')
      .limit(1);
    if (!row) return { kind: 'invalid' };
    const codeHash = hashSessionToken(input.code);
    const [live] = await tx
      .select({ codeHash: preRegisterCodes.codeHash })
      .from(preRegisterCodes)
      .where(
        and(
          eq(preRegisterCodes.codeHash, codeHash),
          eq(preRegisterCodes.preUserRequestId, row.id),
          gt(preRegisterCodes.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    if (!live) return { kind: 'invalid' };
    if (row.accountCreated) return { kind: 'accountCreated' };
    if (row.emailVerifiedAt === null) {
      if (input.passwordHash !== undefined) {
        await tx
          .update(preUserRequests)
          .set({ emailVerifiedAt: sql`now()`, passwordHash: input.passwordHash })
          .where(eq(preUserRequests.id, row.id));
        await revokeProofs(tx, row.id);
      } else if (await isProofOf(tx, row.id, input.token)) {
        await tx
          .update(preUserRequests)
          .set({ emailVerifiedAt: sql`now()` })
          .where(eq(preUserRequests.id, row.id));
      } else {
        return { kind: 'passwordNeeded' };
      }
    }
    await tx.delete(preRegisterCodes).where(eq(preRegisterCodes.codeHash, codeHash));
    return { kind: 'verified', token: await issueProof(tx, row.id) };
  });
}
