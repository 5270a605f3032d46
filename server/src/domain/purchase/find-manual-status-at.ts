import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';

/** When an administrator last set the purchase's status by hand (null: never, or no such purchase). */
export async function findManualStatusAt(db: Db, purchaseId: number): Promise<Date | null> {
  const [row] = await db
    .select({ statusSetAt: purchases.statusSetAt })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  return row?.statusSetAt ?? null;
}
