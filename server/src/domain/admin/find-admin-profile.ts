import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, SETTINGS_ID, settings } from '../../db/schema/index';
import { adminProfileColumns } from './admin-columns';

// The settings table's column defaults, for a database where the row was never written.
const DEFAULT_COLORS = { color: '#E91E63', colorSecondary: '#7B1FA2' };

/** GET /admin/me: the administrator and the back office's colours from the settings row. */
export async function findAdminProfile(db: Db, adminId: number) {
  const [[admin], [colors]] = await Promise.all([
    db.select(adminProfileColumns).from(admins).where(eq(admins.id, adminId)).limit(1),
    db
      .select({ color: settings.color, colorSecondary: settings.colorSecondary })
      .from(settings)
      .where(eq(settings.id, SETTINGS_ID))
      .limit(1),
  ]);
  return admin && { admin, ...(colors ?? DEFAULT_COLORS) };
}
