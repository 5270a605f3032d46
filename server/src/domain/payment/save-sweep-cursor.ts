import type { Db } from '../../db/client';
import { jobCursors } from '../../db/schema/index';

/** Keeps the moment up to which the job has read the stream `name`. */
export async function saveSweepCursor(db: Db, name: string, position: Date): Promise<void> {
  await db
    .insert(jobCursors)
    .values({ name, position })
    .onConflictDoUpdate({ target: jobCursors.name, set: { position } });
}
