import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preUserRequests } from '../../db/schema/index';

/**
 * A registration whose account (and event) the team has not created yet, for the login of an
 * address that has no account: its password hash, so the login can tell whoever typed the right
 * password that the event is still being prepared. `active` so it reads like an account to
 * verifyLogin, which checks it against this hash instead of the dummy one (same time either way).
 * Only a registration whose address was confirmed: before that, its password is whoever typed the
 * address's, and the login answers it like any unknown address.
 */
export async function findPendingRegistrationForLogin(db: Db, email: string) {
  const [row] = await db
    .select({ passwordHash: preUserRequests.passwordHash })
    .from(preUserRequests)
    .where(
      and(
        eq(preUserRequests.email, email),
        eq(preUserRequests.accountCreated, false),
        isNotNull(preUserRequests.emailVerifiedAt),
      ),
    )
    .limit(1);
  return row ? { passwordHash: row.passwordHash, active: true } : undefined;
}
