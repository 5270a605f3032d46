import { UNAUTHORIZED_MESSAGE } from '@celebra/shared/messages';
import type { TNotificationPreferences } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { NOTIFICATION_COLUMNS } from './notification-columns';

/**
 * GET /users/notifications: the e-mails the host chose to get. The host is the session's, so a
 * missing row only happens if the account was removed mid-request: the same 401 as a dead session.
 */
export async function findNotificationPreferences(db: Db, userId: number): Promise<TNotificationPreferences> {
  const [row] = await db.select(NOTIFICATION_COLUMNS).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new DomainError('unauthenticated', UNAUTHORIZED_MESSAGE);
  return row;
}
