import { UNAUTHORIZED_MESSAGE } from '@celebra/shared/messages';
import type { TNotificationPreferences } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { NOTIFICATION_COLUMNS } from './notification-columns';

/**
 * PUT /users/notifications: the four choices saved at once, answered as stored. Turning the daily
 * summary on does not touch dailySummarySentAt: the first summary covers at most the last 24 hours.
 */
export async function updateNotificationPreferences(
  db: Db,
  userId: number,
  preferences: TNotificationPreferences,
): Promise<TNotificationPreferences> {
  const [row] = await db
    .update(users)
    .set({
      notifyGifts: preferences.notifyGifts,
      notifyMessages: preferences.notifyMessages,
      notifyConfirmations: preferences.notifyConfirmations,
      notifyDailySummary: preferences.notifyDailySummary,
    })
    .where(eq(users.id, userId))
    .returning(NOTIFICATION_COLUMNS);
  if (!row) throw new DomainError('unauthenticated', UNAUTHORIZED_MESSAGE);
  return row;
}
