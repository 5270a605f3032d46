import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EventService, eventServices, type NewEventService, services } from '../../db/schema/index';

/** A catalogue service by id. */
export async function findService(db: Db, serviceId: number) {
  const [row] = await db.select().from(services).where(eq(services.id, serviceId)).limit(1);
  return row;
}

/** The event's still-payable purchase of this service, if one was started: its link is reused. */
export async function findPayableServicePurchase(
  db: Db,
  eventId: number,
  serviceId: number,
  now = new Date(),
): Promise<EventService | undefined> {
  const [row] = await db
    .select()
    .from(eventServices)
    .where(
      and(
        eq(eventServices.eventId, eventId),
        eq(eventServices.serviceId, serviceId),
        eq(eventServices.status, 'PENDING'),
        gt(eventServices.expirationAt, now),
      ),
    )
    .limit(1);
  return row?.paymentLink ? row : undefined;
}

export async function createServicePurchase(db: Db, values: NewEventService): Promise<number> {
  const [row] = await db.insert(eventServices).values(values).returning({ id: eventServices.id });
  if (!row) throw new Error('event service not inserted');
  return row.id;
}

export async function updateServicePurchase(db: Db, id: number, values: Partial<NewEventService>) {
  await db.update(eventServices).set(values).where(eq(eventServices.id, id));
}

/** A purchase whose checkout could not be created is dropped: the host simply tries again. */
export async function deleteServicePurchase(db: Db, id: number) {
  await db.delete(eventServices).where(eq(eventServices.id, id));
}
