import type { ApiParsedBody } from '@celebra/shared/api';
import { maskEmail, phoneDigits } from '@celebra/shared/format';
import { USER_EMAIL_IN_USE_MESSAGE } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import { revokeAllUserSessions } from '../../auth/revoke-user-sessions';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { users } from '../../db/schema/index';
import { findAdminActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors/domain-error';
import { toUser, USER_COLUMNS } from './find-user';

/**
 * PUT /admin/users/{id}: the edit popup's fields (the e-mail arrives trimmed and lower-cased).
 * An e-mail another user has is a 409. Deactivating a user deletes every session of theirs in the
 * same transaction: their tokens stop working at once, and stay dead if the account is turned
 * back on (they must sign in again). Turning the account on or off is recorded in the audit log
 * (user.activated / user.deactivated) in the same transaction, and so is a change of the host's
 * name, e-mail or phone (user.contact-changed: which fields, masked), since whoever controls the
 * e-mail controls the account. Undefined when there is no such user.
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
        .select({
          active: users.active,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phoneNumber: users.phoneNumber,
        })
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
      const contact = before && row ? changedContact(before, body) : undefined;
      if (contact) {
        await recordAudit(tx, {
          actor: await findAdminActor(tx, adminId),
          action: 'user.contact-changed',
          entityType: 'user',
          entityId: id,
          ...contact,
        });
      }
      return row && toUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique'))
      throw new DomainError('conflict', USER_EMAIL_IN_USE_MESSAGE);
    throw error;
  }
}

type Contact = { firstName: string; lastName: string; email: string; phoneNumber: string };

/** A name as the audit log keeps it: its first letter. */
// By code point, not UTF-16 unit: half of an emoji's surrogate pair is not text PostgreSQL's JSON takes.
const maskName = (name: string) => (name === '' ? '' : `${Array.from(name)[0]}***`);
const MASKS: Record<keyof Contact, (value: string) => string> = {
  firstName: maskName,
  lastName: maskName,
  email: (value) => (value === '' ? '' : maskEmail(value)),
  phoneNumber: (value) => (value === '' ? '' : `***${phoneDigits(value).slice(-2)}`),
};

/**
 * The contact fields the edit changes, before and after, masked: the log is kept for good and
 * must not become a copy of the person's data; it says what changed and roughly to what.
 */
function changedContact(before: Contact, body: Contact) {
  const fields = (Object.keys(MASKS) as (keyof Contact)[]).filter((field) => before[field] !== body[field]);
  if (fields.length === 0) return undefined;
  return {
    before: Object.fromEntries(fields.map((field) => [field, MASKS[field](before[field])])),
    after: Object.fromEntries(fields.map((field) => [field, MASKS[field](body[field])])),
  };
}
