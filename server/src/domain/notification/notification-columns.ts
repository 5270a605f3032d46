import { users } from '../../db/schema/index';

/** The host's e-mail choices as the API speaks them (ZNotificationPreferences), from users. */
export const NOTIFICATION_COLUMNS = {
  notifyGifts: users.notifyGifts,
  notifyMessages: users.notifyMessages,
  notifyConfirmations: users.notifyConfirmations,
  notifyDailySummary: users.notifyDailySummary,
};
