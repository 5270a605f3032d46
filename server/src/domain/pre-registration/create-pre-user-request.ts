import { REQUEST_EXISTS_MESSAGE } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { type NewPreUserRequest, preUserRequests } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { consentNow } from '../legal/consent-now';
import { issueProof, revokeProofs, storeAccessCode } from './pre-register-proof';

type Registration = Pick<
  NewPreUserRequest,
  'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'passwordHash'
> & {
  /** The access code about to be mailed (its hash and end), kept next to those mailed before. */
  accessCode: { codeHash: string; expiresAt: Date };
  /** No fee to pay at this moment: the request is APPROVED at once. */
  feeWaived: boolean;
};

/**
 * Registers `email` (the registrant accepted the terms: the row records the version in force), in one transaction, and answers the request's id, its fee status and the
 * registering browser's proof.
 *
 * - No request for the address: a new one.
 * - A request whose e-mail was proven (or whose account exists): 409, only its owner goes on.
 * - A request whose e-mail was never proven: this registration REPLACES it in place, whoever
 *   made it and however old it is. Anyone can type an address, so an unproven request must never
 *   keep the owner out; the new registrant's names and password overwrite the old ones, the old
 *   browser's proofs stop working, the event wizard's answers go, and the access link is mailed
 *   again, so only who reads that mailbox can go on. The links mailed before keep working: the
 *   owner, whose browser's proof a stranger's registration ended, opens one and chooses the
 *   password (verify-email.ts), so registering over the owner never keeps them out. A fee already approved stays approved (the
 *   money is tied to the address, and the id the provider's notifications name is kept), so an
 *   owner who paid but had not confirmed yet loses nothing to someone who registers the address
 *   over theirs, and whoever paid for someone else's address only paid the owner's fee.
 *
 * Two registrations of one address racing each other end in one row and a 409 for the second.
 */
export async function registerPreUserRequest(db: Db, values: Registration) {
  const { feeWaived, accessCode, ...fields } = values;
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(preUserRequests)
        .where(eq(preUserRequests.email, fields.email))
        .for('update')
        .limit(1);
      if (existing && (existing.emailVerifiedAt !== null || existing.accountCreated))
        throw new DomainError('conflict', REQUEST_EXISTS_MESSAGE);

      let row: { id: number; paymentStatus: NewPreUserRequest['paymentStatus'] } | undefined;
      if (existing) {
        const keepsApproval = existing.paymentStatus === 'APPROVED';
        [row] = await tx
          .update(preUserRequests)
          .set({
            ...fields,
            paymentStatus: keepsApproval || feeWaived ? 'APPROVED' : 'PENDING',
            paymentLink: null,
            eventInfoJson: null,
            // The registrant ticked the terms' box: the version in force now.
            ...consentNow(),
            // A new registration: its unverified window starts again, and the admin list dates it.
            createdAt: new Date(),
          })
          .where(eq(preUserRequests.id, existing.id))
          .returning({ id: preUserRequests.id, paymentStatus: preUserRequests.paymentStatus });
        await revokeProofs(tx, existing.id);
      } else {
        [row] = await tx
          .insert(preUserRequests)
          .values({ ...fields, ...consentNow(), paymentStatus: feeWaived ? 'APPROVED' : 'PENDING' })
          .returning({ id: preUserRequests.id, paymentStatus: preUserRequests.paymentStatus });
      }
      if (!row) throw new Error('pre-user request not written');
      await storeAccessCode(tx, row.id, accessCode.codeHash, accessCode.expiresAt);
      const token = await issueProof(tx, row.id);
      return { id: row.id, paymentStatus: row.paymentStatus ?? 'PENDING', token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', REQUEST_EXISTS_MESSAGE);
    throw error;
  }
}

/** Undoes a registration whose fee checkout could not be created: the visitor simply tries again. */
export async function deletePreUserRequest(db: Db, id: number): Promise<void> {
  await db.delete(preUserRequests).where(eq(preUserRequests.id, id));
}

export async function updatePreUserRequest(
  db: Db,
  id: number,
  values: Partial<NewPreUserRequest>,
): Promise<void> {
  await db.update(preUserRequests).set(values).where(eq(preUserRequests.id, id));
}
