import {
  PASSWORD_CHANGE_TOO_MANY_GUESSES_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { revokeOtherUserSessions } from '../../auth/revoke-user-sessions';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { findHostActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { checkPasswordAgain } from './check-password-again';

/**
 * PUT /users/password, 'Alterar senha' in the host's settings: the current password is checked
 * like every password asked again (counted before the check, ten wrong a quarter of an hour, then
 * 429 for the right one too), the new one stored as argon2id and, in the same transaction, every
 * other session of the host ended; the session making the change stays signed in, since the
 * person in front of it has just typed the password. Answers the host's address and name for the
 * alert mail.
 */
export async function changeUserPassword(
  db: Db,
  userId: number,
  currentSessionId: number,
  passwords: { currentPassword: string; newPassword: string },
): Promise<{ email: string; firstName: string } | undefined> {
  await checkPasswordAgain(db, userId, passwords.currentPassword, {
    counter: 'password-change',
    wrongMessage: WRONG_CURRENT_PASSWORD_MESSAGE,
    tooManyMessage: PASSWORD_CHANGE_TOO_MANY_GUESSES_MESSAGE,
  });
  const passwordHash = await hashPassword(passwords.newPassword);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning({ email: users.email, firstName: users.firstName });
    await revokeOtherUserSessions(tx, userId, currentSessionId);
    // Who changed it and when; never the password or its hash.
    await recordAudit(tx, {
      actor: await findHostActor(tx, userId),
      action: 'user.password-changed',
      entityType: 'user',
      entityId: userId,
    });
    return user;
  });
}
