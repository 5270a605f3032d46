import type { Db } from '../db/client';
import { createSession } from './create-session';
import { USER_SESSION_TABLES } from './session-tables';

/**
 * Opens a session for the host and returns its token (shown once, stored hashed). With
 * `idleHours`, the host's sessions left unused that long are swept too.
 */
export function createUserSession(
  db: Db,
  userId: number,
  ttlHours: number,
  idleHours?: number,
): Promise<string> {
  return createSession(db, USER_SESSION_TABLES, userId, ttlHours, idleHours);
}
