import { centsToReais } from '@celebra/shared/format';
import { SERVICE_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { TService } from '@celebra/shared/models';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Service, services } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';

/** A catalogue service as the contract has it (reais). */
export function toServiceResponse(service: Service): TService {
  const { id, name, description, type, active, quantity } = service;
  return { id, name, description, price: centsToReais(service.priceCents), type, active, quantity };
}

/** Every service of the catalogue, inactive and default ones included, in creation order. */
export async function findServices(db: Db) {
  return db.select().from(services).orderBy(asc(services.id));
}

/** One service, or a 404. */
export async function findService(db: Db, id: number) {
  const [service] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  if (!service) throw new DomainError('not-found', SERVICE_NOT_FOUND_MESSAGE);
  return service;
}
