import type { Db } from '../db/client';
import { createSession } from './create-session';
import { ADMIN_SESSION_TABLES } from './session-tables';

/**
 * Opens a session for the administrator and returns its token (shown once, stored hashed). With
 * `idleHours`, the administrator's sessions left unused that long are swept too.
 */
export function createAdminSession(
  db: Db,
  adminId: number,
  ttlHours: number,
  idleHours?: number,
): Promise<string> {
  return createSession(db, ADMIN_SESSION_TABLES, adminId, ttlHours, idleHours);
}
