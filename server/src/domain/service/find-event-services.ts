import { centsToReais } from '@celebra/shared/format';
import type { TContractedService, TEventServices, TPendingService, TService } from '@celebra/shared/models';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventServices, type Service, services } from '../../db/schema/index';

/**
 * An event's services, as both the admin's event page and the host's service package show them:
 * the catalogue's free defaults and turbo packages, what the event bought and what it started to
 * buy. A purchase shows the price and quantity as they were bought, not today's. What each kind
 * of service lets an event do is enforced where it acts (has-service.ts lists where).
 */

const toService = (row: Service): TService => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: centsToReais(row.priceCents),
  type: row.type,
  active: row.active,
  quantity: row.quantity,
});

/** The active catalogue, cheapest first: free defaults and turbo packages. */
async function findActiveCatalogue(db: Db): Promise<{ default: TService[]; turbo: TService[] }> {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.priceCents), asc(services.id));
  return {
    default: rows.filter((row) => row.isDefault).map(toService),
    turbo: rows.filter((row) => !row.isDefault).map(toService),
  };
}

/** The free services every event comes with (GET /admin/events/{id}/services/default). */
export async function findDefaultServices(db: Db): Promise<TService[]> {
  return (await findActiveCatalogue(db)).default;
}

type BoughtRow = { bought: typeof eventServices.$inferSelect; service: typeof services.$inferSelect };

/** What a contracted and a pending purchase of a service both show. */
function boughtService({ bought, service }: BoughtRow) {
  return {
    id: bought.id,
    serviceId: service.id,
    name: service.name,
    description: service.description,
    price: centsToReais(bought.priceCents),
    type: service.type,
  };
}

/** What the event paid for (APPROVED purchases), newest first ((event_id, status) index). */
export async function findContractedServices(db: Db, eventId: number): Promise<TContractedService[]> {
  const rows = await db
    .select({ bought: eventServices, service: services })
    .from(eventServices)
    .innerJoin(services, eq(services.id, eventServices.serviceId))
    .where(and(eq(eventServices.eventId, eventId), eq(eventServices.status, 'APPROVED')))
    .orderBy(desc(eventServices.createdAt), desc(eventServices.id));
  return rows.map((row) => ({
    ...boughtService(row),
    quantity: row.bought.quantity,
    createdAt: row.bought.createdAt.toISOString(),
  }));
}

/**
 * Started but unpaid purchases whose link is still offered ('Continuar Pagamento'); an expired
 * one is no longer payable, so it is not pending any more. Soonest to expire first.
 */
export async function findPendingServices(
  db: Db,
  eventId: number,
  now = new Date(),
): Promise<TPendingService[]> {
  const rows = await db
    .select({ bought: eventServices, service: services })
    .from(eventServices)
    .innerJoin(services, eq(services.id, eventServices.serviceId))
    .where(
      and(
        eq(eventServices.eventId, eventId),
        eq(eventServices.status, 'PENDING'),
        gt(eventServices.expirationAt, now),
      ),
    )
    .orderBy(asc(eventServices.expirationAt), asc(eventServices.id));
  return rows.map((row) => ({
    ...boughtService(row),
    // Never null here (the condition above), but the column allows it.
    expirationAt: (row.bought.expirationAt ?? now).toISOString(),
    paymentLink: row.bought.paymentLink,
  }));
}

/** The host's service package: default (free), turbo (on sale) and contracted. */
export async function findEventServices(db: Db, eventId: number): Promise<TEventServices> {
  const [catalogue, contracted] = await Promise.all([
    findActiveCatalogue(db),
    findContractedServices(db, eventId),
  ]);
  return { ...catalogue, contracted };
}
