import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { timestamps } from './columns';
import { deliveryRefundDecision, deliveryStatus } from './enums';
import { events } from './events';
import { gifts } from './gifts';
import { purchaseItems, purchases } from './purchases';

/**
 * The gifts to deliver: one line per approved purchase line of an item ('item' on the event's
 * list) of an event whose couple chose delivery (weekOfParty / weekAfterParty). The database
 * writes them itself (triggers of the migration that creates this table), in the transaction that
 * approves the purchase, whoever approves it; `purchaseItemId` is unique, so a line exists once
 * however often the provider repeats the approval, approves late, or approves again after a
 * refund (the cancelled line is then reopened, `cycle` + 1).
 *
 * Money: the line's `shareCents` (the line's host share, as the cart priced it: hostLineCents) is
 * set apart in the ledger as it is written or reopened (DELIVERY_RESERVED, − share), used when
 * the line is bought (DELIVERY_BOUGHT, 0) and given back to the balance when the couple takes it
 * as money or it is cancelled before being bought (DELIVERY_RELEASED, + share); each entry names
 * the line (`ledger_entries.delivery_id`) and its `cycle`. A trigger writes them on the status
 * change and refuses a move the flow does not allow.
 *
 * The due window (`dueFrom`–`dueTo`, days) comes from the event's date and the preference: the
 * seven days up to the party (weekOfParty) or the seven after it (weekAfterParty); null while the
 * event has no date. Kept by triggers while the line is to be bought.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    purchaseId: integer()
      .notNull()
      .references(() => purchases.id, { onDelete: 'restrict' }),
    purchaseItemId: integer()
      .notNull()
      .unique()
      .references(() => purchaseItems.id, { onDelete: 'restrict' }),
    giftId: integer().references(() => gifts.id, { onDelete: 'set null' }),
    giftName: text().notNull(),
    quantity: integer().notNull(),
    /** The line's host share, set apart while it is to be bought. */
    shareCents: integer().notNull(),
    status: deliveryStatus().notNull().default('TO_BUY'),
    /** How many times the line was reserved: 2 after a cancelled line is reopened by a new approval. */
    cycle: integer().notNull().default(1),
    dueFrom: date({ mode: 'string' }),
    dueTo: date({ mode: 'string' }),
    costCents: integer(),
    supplier: text(),
    carrier: text(),
    trackingCode: text(),
    /** 'YYYY-MM-DD'. */
    deliveredOn: date({ mode: 'string' }),
    boughtAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    convertedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /**
     * The purchase was refunded or charged back after the line was bought: the line stays, the
     * REFUND took the share from the couple's balance, and an administrator decides.
     */
    refundedAfterBuyingAt: timestamp({ withTimezone: true }),
    /**
     * The administrator's decision on such a line, once (the database refuses a second): the
     * couple bear the loss (CHARGE_COUPLE: nothing moves, the refund's negative stays on their
     * balance) or the platform does (PLATFORM_ABSORBS: DELIVERY_LOSS_ABSORBED, + share).
     */
    refundDecision: deliveryRefundDecision(),
    refundDecisionReason: text(),
    refundDecidedAt: timestamp({ withTimezone: true }),
    refundDecidedByAdminId: integer().references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('deliveries_quantity_positive', sql`${t.quantity} > 0`),
    check('deliveries_share_cents_not_negative', sql`${t.shareCents} >= 0`),
    check('deliveries_cost_cents_not_negative', sql`${t.costCents} is null or ${t.costCents} >= 0`),
    check('deliveries_cycle_positive', sql`${t.cycle} > 0`),
    check(
      'deliveries_refund_decision_whole',
      sql`${t.refundDecision} is null or (${t.refundedAfterBuyingAt} is not null and ${t.refundDecisionReason} is not null and ${t.refundDecidedAt} is not null)`,
    ),
    // 'Entregas' by status and due window, the soonest first
    index().on(t.status, t.dueFrom, t.id),
    // The dashboard's count of the lines due this week, read from the index alone: with the due
    // window's end beside its start, thousands of lines due in a week are counted without reading
    // their rows (5 ms instead of 50 at a million purchases).
    index('deliveries_due_window_index').on(t.status, t.dueFrom, t.dueTo),
    // 'Entregas' of one event, and the host's lines
    index().on(t.eventId, t.id),
    // foreign keys, and a purchase's reversal finding its lines
    index().on(t.purchaseId),
    index().on(t.giftId),
  ],
);

/**
 * Where the couple receive the gifts delivered ('Endereço de entrega'): one per event, required
 * before the first line is due. The CEP is looked up as the event's address is.
 */
export const eventDeliveryAddresses = pgTable('event_delivery_addresses', {
  eventId: integer()
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** '01310-100'. */
  postalCode: text().notNull(),
  street: text().notNull(),
  number: text().notNull(),
  complement: text(),
  neighbourhood: text().notNull(),
  city: text().notNull(),
  /** 'SP'. */
  state: text().notNull(),
  /** Who receives the parcels. */
  recipientName: text().notNull(),
  ...timestamps,
});

export type Delivery = typeof deliveries.$inferSelect;
export type EventDeliveryAddress = typeof eventDeliveryAddresses.$inferSelect;
