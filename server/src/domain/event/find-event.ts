import type { TEvent } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';
import { toEvent } from './event-row';

/** GET /admin/events/{id}: the event, its details and its owner; undefined when there is none. */
export async function findEvent(db: Db, id: number): Promise<TEvent | undefined> {
  const row = await db.query.events.findFirst({
    where: eq(events.id, id),
    with: {
      user: { columns: { firstName: true, lastName: true, phoneNumber: true } },
      details: true,
    },
  });
  return row && toEvent(row, row.user, row.details);
}
