import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { events } from './events';
import { gifts } from './gifts';

/**
 * An event's gift list: catalogue gifts picked by the host or linked by an administrator, and the
 * host's own gifts (gifts.ownerEventId). Each line is the host's to shape: the name, description,
 * price and photo set here (null: the gift's own, so a catalogue gift keeps following the
 * catalogue until the host changes it), how it is given (`kind`), how many, where it stands and
 * whether guests see it.
 *
 * `kind`: 'item', bought whole, `quantity` of them wanted (null: no limit); 'cotas', one gift split
 * into `quantity` equal shares of `priceCents` each, guests buying one or more; 'free', the guest
 * types the amount, at least `priceCents`. `claimed` is how many units or cotas purchases hold
 * (pending or approved), kept by the database's triggers on purchase_items and purchases (migration
 * 0020): a purchase line that would take more than what remains is refused in the statement that
 * writes it, so of two guests taking the last cota at once exactly one gets it. Kept only for lines
 * with a quantity, so an unlimited gift's purchases never touch this row.
 */
export const eventGifts = pgTable(
  'event_gifts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // No cascade: a catalogue gift on a list cannot be removed (the back office refuses it and
    // offers deactivation), so no couple's list ever loses a line without the host's hand. NO
    // ACTION rather than RESTRICT: checked at the statement's end, so an event removed with its
    // own gifts (gifts.owner_event_id cascades) takes its lines in the same statement.
    giftId: integer()
      .notNull()
      .references(() => gifts.id),
    kind: text({ enum: ['item', 'cotas', 'free'] })
      .notNull()
      .default('item'),
    name: text(),
    description: text(),
    priceCents: integer(),
    imageUrl: text(),
    quantity: integer(),
    claimed: integer().notNull().default(0),
    position: integer().notNull().default(0),
    hidden: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GET /users/gifts/{eventId}, the public event's gifts, purchase price look-up; also
    // refuses linking the same gift twice (POST /admin/gifts/link-to-event)
    unique().on(t.eventId, t.giftId),
    // foreign key, and counting the lists that use a catalogue gift (its removal's refusal)
    index().on(t.giftId),
    // the list in the host's order
    index().on(t.eventId, t.position),
    check('event_gifts_kind_known', sql`${t.kind} in ('item', 'cotas', 'free')`),
    check('event_gifts_price_cents_positive', sql`${t.priceCents} > 0`),
    check('event_gifts_quantity_positive', sql`${t.quantity} > 0`),
    check('event_gifts_claimed_not_negative', sql`${t.claimed} >= 0`),
    // Never more units or cotas held than the line has, whatever writes `claimed` (the claim and
    // release triggers raise this same constraint's name with the gift's id first).
    check('event_gifts_claimed_within_quantity', sql`${t.quantity} is null or ${t.claimed} <= ${t.quantity}`),
    // a gift in cotas always has their number; a free amount has no quantity
    check(
      'event_gifts_quantity_fits_kind',
      sql`(${t.kind} <> 'cotas' or ${t.quantity} is not null) and (${t.kind} <> 'free' or ${t.quantity} is null)`,
    ),
  ],
);

export type EventGift = typeof eventGifts.$inferSelect;
export type NewEventGift = typeof eventGifts.$inferInsert;
