import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobCursors } from '../../db/schema/index';

/** The moment up to which the job has read the stream `name`; null before its first read. */
export async function findSweepCursor(db: Db, name: string): Promise<Date | null> {
  const [row] = await db
    .select({ position: jobCursors.position })
    .from(jobCursors)
    .where(eq(jobCursors.name, name));
  return row?.position ?? null;
}
