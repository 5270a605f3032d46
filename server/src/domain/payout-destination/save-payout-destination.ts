import type { TPayoutDestinationInput } from '@celebra/shared/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PayoutDestination, payoutDestinations, users } from '../../db/schema/index';
import { checkAccountPassword } from './check-account-password';

export type SavedPayoutDestination = {
  destination: PayoutDestination;
  /** Whom to tell of the change. */
  host: { email: string; firstName: string };
};

/**
 * PUT /users/payout-destination: the account's password checked first (nothing is written on a
 * wrong one), then the host's one destination written or replaced. The payouts already requested
 * keep the copy they took, so the change only reaches the payouts requested from now on.
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
  const [destination] = await db
    .insert(payoutDestinations)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: payoutDestinations.userId, set: { ...fields, updatedAt: new Date() } })
    .returning();
  const [host] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!destination || !host) throw new Error('the payout destination was not saved');
  return { destination, host };
}
