import { centsToReais } from '@celebra/shared/format';
import type { TContractedService, TPendingService, TService } from '@celebra/shared/models';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { eventServices, services } from '../../../../db/schema/index';

// What the catalogue entry adds to an event's purchase of it.
const SERVICE_FIELDS = { name: services.name, description: services.description, type: services.type };

/**
 * GET /admin/events/{id}/services/contracted: the turbo services the event paid for, with the
 * price and quantity of the purchase, newest first ((event_id, status) index).
 */
export async function findContractedServices(db: Db, eventId: number): Promise<TContractedService[]> {
  const rows = await db
    .select({
      id: eventServices.id,
      serviceId: eventServices.serviceId,
      ...SERVICE_FIELDS,
      priceCents: eventServices.priceCents,
      quantity: eventServices.quantity,
      createdAt: eventServices.createdAt,
    })
    .from(eventServices)
    .innerJoin(services, eq(services.id, eventServices.serviceId))
    .where(and(eq(eventServices.eventId, eventId), eq(eventServices.status, 'APPROVED')))
    .orderBy(desc(eventServices.createdAt), desc(eventServices.id));
  return rows.map(({ priceCents, createdAt, ...row }) => ({
    ...row,
    price: centsToReais(priceCents),
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * GET /admin/events/{id}/services/pending-payments: purchases still waiting for payment whose
 * link has not expired; an expired one is no longer payable, so it is not pending any more.
 */
export async function findPendingServices(db: Db, eventId: number): Promise<TPendingService[]> {
  const rows = await db
    .select({
      id: eventServices.id,
      serviceId: eventServices.serviceId,
      ...SERVICE_FIELDS,
      priceCents: eventServices.priceCents,
      expirationAt: eventServices.expirationAt,
      paymentLink: eventServices.paymentLink,
    })
    .from(eventServices)
    .innerJoin(services, eq(services.id, eventServices.serviceId))
    .where(
      and(
        eq(eventServices.eventId, eventId),
        eq(eventServices.status, 'PENDING'),
        gt(eventServices.expirationAt, new Date()),
      ),
    )
    .orderBy(asc(eventServices.expirationAt), asc(eventServices.id));
  return rows.flatMap(({ priceCents, expirationAt, ...row }) =>
    // Never null here (the condition above), but the column allows it.
    expirationAt
      ? [{ ...row, price: centsToReais(priceCents), expirationAt: expirationAt.toISOString() }]
      : [],
  );
}

/** GET /admin/events/{id}/services/default: the free services every event comes with. */
export async function findDefaultServices(db: Db): Promise<TService[]> {
  const rows = await db
    .select({
      id: services.id,
      ...SERVICE_FIELDS,
      priceCents: services.priceCents,
      active: services.active,
      quantity: services.quantity,
    })
    .from(services)
    .where(and(eq(services.isDefault, true), eq(services.active, true)))
    .orderBy(asc(services.id));
  return rows.map(({ priceCents, ...row }) => ({ ...row, price: centsToReais(priceCents) }));
}
