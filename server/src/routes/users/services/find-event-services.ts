import { centsToReais } from '@celebra/shared/format';
import type { TContractedService, TEventServices, TPendingService, TService } from '@celebra/shared/models';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventServices, type Service, services } from '../../../db/schema/index';

const toService = (row: Service): TService => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: centsToReais(row.priceCents),
  type: row.type,
  active: row.active,
  quantity: row.quantity,
});

/**
 * An event's service package: the free defaults every event has, the turbo packages on sale
 * (active, not default) and what the event bought (APPROVED purchases), with the price and
 * quantity as they were bought.
 */
export async function findEventServices(db: Db, eventId: number): Promise<TEventServices> {
  const [catalogue, contracted] = await Promise.all([
    db
      .select()
      .from(services)
      .where(eq(services.active, true))
      .orderBy(asc(services.priceCents), asc(services.id)),
    db
      .select({ bought: eventServices, service: services })
      .from(eventServices)
      .innerJoin(services, eq(services.id, eventServices.serviceId))
      .where(and(eq(eventServices.eventId, eventId), eq(eventServices.status, 'APPROVED')))
      .orderBy(asc(eventServices.createdAt), asc(eventServices.id)),
  ]);
  return {
    default: catalogue.filter((row) => row.isDefault).map(toService),
    turbo: catalogue.filter((row) => !row.isDefault).map(toService),
    contracted: contracted.map(
      ({ bought, service }): TContractedService => ({
        id: bought.id,
        serviceId: service.id,
        name: service.name,
        description: service.description,
        price: centsToReais(bought.priceCents),
        type: service.type,
        quantity: bought.quantity,
        createdAt: bought.createdAt.toISOString(),
      }),
    ),
  };
}

/** Started but unpaid purchases whose link is still offered ('Continuar Pagamento'). */
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
  return rows.map(({ bought, service }) => ({
    id: bought.id,
    serviceId: service.id,
    name: service.name,
    description: service.description,
    price: centsToReais(bought.priceCents),
    type: service.type,
    expirationAt: (bought.expirationAt ?? now).toISOString(),
    paymentLink: bought.paymentLink,
  }));
}
