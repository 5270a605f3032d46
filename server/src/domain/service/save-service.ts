import { SERVICE_IN_USE_MESSAGE, SERVICE_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { TServiceType } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgViolation } from '../../db/pg-errors';
import { type Service, services } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';

type ServiceValues = {
  name: string;
  description: string;
  priceCents: number;
  type: TServiceType;
  active?: boolean | undefined;
  quantity: number;
};

/** POST /admin/services: a paid (turbo) service; default ones come from the seed. */
export async function insertService(db: Db, values: ServiceValues): Promise<Service> {
  const [service] = await db
    .insert(services)
    .values({ ...values, active: values.active ?? true })
    .returning();
  if (!service) throw new Error('service not inserted');
  return service;
}

/** PUT /admin/services/{id}. Purchases keep the price and quantity they were made with. */
export async function updateService(db: Db, id: number, values: ServiceValues): Promise<Service> {
  const [service] = await db.update(services).set(values).where(eq(services.id, id)).returning();
  if (!service) throw new DomainError('not-found', SERVICE_NOT_FOUND_MESSAGE);
  return service;
}

/**
 * DELETE /admin/services/{id}. A service some event ever bought (even an unpaid attempt) is
 * kept by its foreign key: that is a 409 asking to deactivate it instead.
 */
export async function deleteService(db: Db, id: number): Promise<void> {
  try {
    const [service] = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
    if (!service) throw new DomainError('not-found', SERVICE_NOT_FOUND_MESSAGE);
  } catch (error) {
    const violation = pgViolation(error)?.kind;
    if (violation === 'restrict' || violation === 'foreign-key') {
      throw new DomainError('conflict', SERVICE_IN_USE_MESSAGE);
    }
    throw error;
  }
}
