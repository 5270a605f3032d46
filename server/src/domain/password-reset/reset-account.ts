import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, passwordResetTokens, users } from '../../db/schema/index';

/** Who 'Esqueci minha senha' is for: a host (the dashboard) or an administrator (the back office). */
export type ResetAccountKind = 'host' | 'admin';

/** The account a link is mailed to and a reset changes. */
export type ResetAccount = { id: number; email: string; firstName: string };

/** The token row's column naming the account, per kind. */
export function tokenOwner(kind: ResetAccountKind) {
  return kind === 'host' ? passwordResetTokens.userId : passwordResetTokens.adminId;
}

/**
 * The active account with the address (already normalised), if any. A deactivated host or
 * administrator could not sign in with a new password, and an anonymised host has no address, so
 * neither gets a link.
 */
export async function findResetAccount(
  db: Pick<Db, 'select'>,
  kind: ResetAccountKind,
  email: string,
): Promise<ResetAccount | undefined> {
  const columns = (table: typeof users | typeof admins) => ({
    id: table.id,
    email: table.email,
    firstName: table.firstName,
  });
  const [account] =
    kind === 'host'
      ? await db
          .select(columns(users))
          .from(users)
          .where(and(eq(users.email, email), eq(users.active, true), isNull(users.deletedAt)))
          .limit(1)
      : await db
          .select(columns(admins))
          .from(admins)
          .where(and(eq(admins.email, email), eq(admins.active, true)))
          .limit(1);
  return account;
}
