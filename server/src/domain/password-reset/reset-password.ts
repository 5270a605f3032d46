import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { revokeAllAdminSessions } from '../../auth/revoke-admin-sessions';
import { revokeAllUserSessions } from '../../auth/revoke-user-sessions';
import { hashSessionToken } from '../../auth/session-token';
import type { Db } from '../../db/client';
import { admins, passwordResetTokens, users } from '../../db/schema/index';
import { findAdminActor, findHostActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { type ResetAccount, type ResetAccountKind, tokenOwner } from './reset-account';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The mailed link's new password, in one transaction: the link is claimed by deleting it (of two
 * uses at once, the second finds nothing and changes nothing), the account's password replaced by
 * the new one's argon2id hash, every session of the account deleted (whoever held a token, the
 * reason for the reset perhaps, is out; the person resetting signs in afresh), every other link of
 * the account deleted, and an audit row written. Undefined, with nothing changed, for a link that
 * is unknown, used, expired, of the other kind of account, or of an account no longer active.
 */
export async function resetPassword(
  db: Db,
  kind: ResetAccountKind,
  token: string,
  password: string,
): Promise<ResetAccount | undefined> {
  // The slow hash before the transaction, so no row stays locked while argon2 runs.
  const passwordHash = await hashPassword(password);
  const owner = tokenOwner(kind);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashSessionToken(token)),
          gt(passwordResetTokens.expiresAt, new Date()),
          isNotNull(owner),
        ),
      )
      .returning({ userId: passwordResetTokens.userId, adminId: passwordResetTokens.adminId });
    const accountId = claimed?.userId ?? claimed?.adminId;
    if (!accountId) return undefined;
    const account = await (kind === 'host'
      ? resetHost(tx, accountId, passwordHash)
      : resetAdmin(tx, accountId, passwordHash));
    if (!account) return undefined;
    await tx.delete(passwordResetTokens).where(eq(owner, accountId));
    // Who and when; never the password, its hash, nor the link.
    await recordAudit(tx, {
      actor: await (kind === 'host' ? findHostActor(tx, accountId) : findAdminActor(tx, accountId)),
      action: kind === 'host' ? 'user.password-reset' : 'admin.password-reset',
      entityType: kind === 'host' ? 'user' : 'admin',
      entityId: accountId,
    });
    return account;
  });
}

async function resetHost(tx: Tx, userId: number, passwordHash: string) {
  const [user] = await tx
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.active, true), isNull(users.deletedAt)))
    .returning({ id: users.id, email: users.email, firstName: users.firstName });
  if (user) await revokeAllUserSessions(tx, userId);
  return user;
}

async function resetAdmin(tx: Tx, adminId: number, passwordHash: string) {
  const [admin] = await tx
    .update(admins)
    .set({ passwordHash })
    .where(and(eq(admins.id, adminId), eq(admins.active, true)))
    .returning({ id: admins.id, email: admins.email, firstName: admins.firstName });
  if (admin) await revokeAllAdminSessions(tx, adminId);
  return admin;
}
