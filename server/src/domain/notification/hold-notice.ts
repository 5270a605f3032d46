import type { Db } from '../../db/client';
import { heldNotices } from '../../db/schema/index';

/** Keeps a notice past the host's hourly few as one line of their next notices' summary. */
export async function holdNotice(db: Db, notice: { userId: number; line: string }): Promise<void> {
  await db.insert(heldNotices).values({ userId: notice.userId, line: notice.line });
}
