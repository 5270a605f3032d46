import type { ApiParsedBody } from '@celebra/shared/api';
import { USER_EMAIL_IN_USE_MESSAGE } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import { revokeAllUserSessions } from '../../auth/revoke-user-sessions';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { users } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';
import { findAdminActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { toUser, USER_COLUMNS } from './find-user';

/**
 * PUT /admin/users/{id}: the edit popup's fields (the e-mail arrives trimmed and lower-cased).
 * An e-mail another user has is a 409. Deactivating a user deletes every session of theirs in the
 * same transaction: their tokens stop working at once, and stay dead if the account is turned
 * back on (they must sign in again). Turning the account on or off is recorded in the audit log
 * (user.activated / user.deactivated) in the same transaction. Undefined when there is no such user.
 */
export async function updateUser(
  db: Db,
  id: number,
  body: ApiParsedBody<'adminUpdateUser'>,
  adminId: number,
) {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ active: users.active })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      const [row] = await tx
        .update(users)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phoneNumber: body.phoneNumber,
          active: body.active,
        })
        .where(eq(users.id, id))
        .returning(USER_COLUMNS);
      if (row && !row.active) await revokeAllUserSessions(tx, id);
      if (row && before && before.active !== row.active) {
        await recordAudit(tx, {
          actor: await findAdminActor(tx, adminId),
          action: row.active ? 'user.activated' : 'user.deactivated',
          entityType: 'user',
          entityId: id,
          before: { active: before.active },
          after: { active: row.active },
        });
      }
      return row && toUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new HttpError(409, USER_EMAIL_IN_USE_MESSAGE);
    throw error;
  }
}
