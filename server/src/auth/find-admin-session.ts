import { type SessionAccount, sessionFinder } from './find-session';
import { ADMIN_SESSION_TABLES } from './session-tables';

/** The signed-in administrator, and the session their token opened (what logout ends). */
export type AuthAdmin = SessionAccount;

/** The active administrator behind a live session token hash, if any (on every admin call). */
export const findAdminSession = sessionFinder(ADMIN_SESSION_TABLES);
