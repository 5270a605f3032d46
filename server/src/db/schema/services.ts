import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { paymentStatus, serviceType } from './enums';
import { events } from './events';

/**
 * Service packages. `isDefault` ones are free and come with every event ('Gratuito'); the
 * others are 'turbo' packages an event buys. `quantity` is how much the package gives (photos,
 * videos, pages...).
 */
export const services = pgTable(
  'services',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull().default(0),
    type: serviceType().notNull(),
    active: boolean().notNull().default(true),
    quantity: integer().notNull().default(0),
    isDefault: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('services_price_cents_non_negative', sql`${t.priceCents} >= 0`),
    check('services_quantity_non_negative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * A turbo service bought (or being bought) by an event: PENDING until paid and shown with its
 * expiry; APPROVED is 'Contratado'. Price and quantity are copied at purchase time.
 */
export const eventServices = pgTable(
  'event_services',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    // A service that was ever bought cannot be deleted; deactivate it instead.
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    status: paymentStatus().notNull().default('PENDING'),
    priceCents: integer().notNull(),
    quantity: integer().notNull(),
    providerPreferenceId: text(),
    // The provider's payment id once a notification arrives; webhook handling is keyed on it.
    providerPaymentId: text().unique(),
    paymentLink: text(),
    // When a pending payment link stops being offered ('Continuar Pagamento').
    expirationAt: timestamp({ withTimezone: true }),
    // When the payments' reconciliation last asked the provider about it while it was pending
    // (null: never); see purchases.lastReconciledAt.
    lastReconciledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('event_services_price_cents_non_negative', sql`${t.priceCents} >= 0`),
    check('event_services_quantity_non_negative', sql`${t.quantity} >= 0`),
    // GET /users/events/{eventId}/services, .../pending-payment-services and the admin's
    // contracted/pending lists of an event
    index().on(t.eventId, t.status),
    // foreign key: deleting a bought service is refused
    index().on(t.serviceId),
  ],
);

export type Service = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
export type EventService = typeof eventServices.$inferSelect;
export type NewEventService = typeof eventServices.$inferInsert;
