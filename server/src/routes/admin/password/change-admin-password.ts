import { and, eq, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../../auth/password';
import type { Db } from '../../../db/client';
import { adminSessions, admins } from '../../../db/schema/index';

/**
 * PUT /admin/password: checks the current password, stores the new one as argon2id and ends the
 * administrator's other sessions (whoever else held a token loses it); the session making the
 * change stays signed in. False when the current password is wrong: nothing changes.
 */
export async function changeAdminPassword(
  db: Db,
  adminId: number,
  currentSessionHash: string,
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
    await tx
      .delete(adminSessions)
      .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.tokenHash, currentSessionHash)));
  });
  return true;
}
