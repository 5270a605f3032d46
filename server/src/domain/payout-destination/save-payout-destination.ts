import { maskDocument, maskPixKey } from '@celebra/shared/format';
import type { TPayoutDestinationInput } from '@celebra/shared/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PayoutDestination, payoutDestinations, users } from '../../db/schema/index';
import { findHostActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { checkAccountPassword } from './check-account-password';

export type SavedPayoutDestination = {
  destination: PayoutDestination;
  /** Whom to tell of the change. */
  host: { email: string; firstName: string };
};

type DestinationFields = Pick<
  PayoutDestination,
  'holderName' | 'documentType' | 'document' | 'pixKeyType' | 'pixKey'
>;

/** A destination as the audit log keeps it: the document and the Pix key masked. */
function maskedForAudit(destination: DestinationFields): Record<string, unknown> {
  return {
    holderName: destination.holderName,
    documentType: destination.documentType,
    document: maskDocument(destination.documentType, destination.document),
    pixKeyType: destination.pixKeyType,
    pixKey: maskPixKey(destination.pixKeyType, destination.pixKey),
  };
}

/**
 * PUT /users/payout-destination: the account's password checked first (nothing is written on a
 * wrong one), then the host's one destination written or replaced. The payouts already requested
 * keep the copy they took, so the change only reaches the payouts requested from now on. The audit
 * log records the change, before and after masked (payout-destination.changed), in the same
 * transaction.
 */
export async function savePayoutDestination(
  db: Db,
  userId: number,
  input: TPayoutDestinationInput,
): Promise<SavedPayoutDestination> {
  await checkAccountPassword(db, userId, input.currentPassword);
  const fields = {
    holderName: input.holderName,
    documentType: input.documentType,
    document: input.document,
    pixKeyType: input.pixKeyType,
    pixKey: input.pixKey,
  };
  const { destination, host } = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(payoutDestinations)
      .where(eq(payoutDestinations.userId, userId))
      .for('update');
    const [saved] = await tx
      .insert(payoutDestinations)
      .values({ userId, ...fields })
      .onConflictDoUpdate({ target: payoutDestinations.userId, set: { ...fields, updatedAt: new Date() } })
      .returning();
    const [owner] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    if (saved) {
      await recordAudit(tx, {
        actor: await findHostActor(tx, userId),
        action: 'payout-destination.changed',
        entityType: 'payout_destination',
        entityId: userId,
        before: before ? maskedForAudit(before) : null,
        after: maskedForAudit(saved),
      });
    }
    return { destination: saved, host: owner };
  });
  if (!destination || !host) throw new Error('the payout destination was not saved');
  return { destination, host };
}
