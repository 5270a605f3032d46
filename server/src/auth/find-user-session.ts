import { type SessionAccount, sessionFinder } from './find-session';
import { USER_SESSION_TABLES } from './session-tables';

/** The signed-in host, and the session their token opened (what logout ends). */
export type AuthUser = SessionAccount;

/** The active host behind a live session token hash, if any (on every host call). */
export const findUserSession = sessionFinder(USER_SESSION_TABLES);
