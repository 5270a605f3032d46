import { adminSessions, admins, userSessions, users } from '../db/schema/index';

/**
 * The two kinds of sign-in share one design and differ only in their tables: administrators
 * (admin_sessions → admins) and hosts (user_sessions → users). `owner` is the session's column
 * naming its account (`ownedBy` the same as a new row's value), `statement` the name its
 * look-up is prepared under.
 */
export const ADMIN_SESSION_TABLES = {
  statement: 'find_admin_session',
  sessions: adminSessions,
  owner: adminSessions.adminId,
  ownedBy: (adminId: number) => ({ adminId }),
  accounts: admins,
} as const;

export const USER_SESSION_TABLES = {
  statement: 'find_user_session',
  sessions: userSessions,
  owner: userSessions.userId,
  ownedBy: (userId: number) => ({ userId }),
  accounts: users,
} as const;

export type SessionTables = typeof ADMIN_SESSION_TABLES | typeof USER_SESSION_TABLES;
