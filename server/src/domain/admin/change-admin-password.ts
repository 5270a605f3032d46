import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import { revokeOtherAdminSessions } from '../../auth/revoke-admin-sessions';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/index';
import { findAdminActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';

/**
 * PUT /admin/password: checks the current password, stores the new one as argon2id and, in the
 * same transaction, ends every other session of the administrator (whoever else held a token,
 * perhaps the reason for the change, loses it). The session making the change stays signed in:
 * the person in front of the settings page has just proved they know the password, and signing
 * them out there would only send them to type it again. False when the current password is wrong:
 * nothing changes.
 */
export async function changeAdminPassword(
  db: Db,
  adminId: number,
  currentSessionId: number,
  passwords: { currentPassword: string; newPassword: string },
): Promise<boolean> {
  const [admin] = await db
    .select({ passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.id, adminId))
    .limit(1);
  if (!admin || !(await verifyPassword(admin.passwordHash, passwords.currentPassword))) return false;
  const passwordHash = await hashPassword(passwords.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
    await revokeOtherAdminSessions(tx, adminId, currentSessionId);
    // Who changed it and when; never the password or its hash.
    await recordAudit(tx, {
      actor: await findAdminActor(tx, adminId),
      action: 'admin.password-changed',
      entityType: 'admin',
      entityId: adminId,
    });
  });
  return true;
}
