import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { eventFormat } from './enums';
import { events } from './events';

/**
 * When and where (the dashboard's 'Informações do Evento'). Created empty with the event: a null
 * date or time is shown as 'A definir'. Times are 'HH:mm' text, the form the apps speak.
 */
export const eventDetails = pgTable(
  'event_details',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .unique()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD'. */
    eventDate: date({ mode: 'string' }),
    startTime: text(),
    endTime: text(),
    eventType: eventFormat().notNull().default('in-person'),
    // in-person
    eventLocation: text(),
    fullAddress: text(),
    /** '01310-100' (5 digits, optional hyphen, 3 digits). */
    postalCode: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    // virtual
    transmission: text(),
    transmissionLink: text(),
    transmissionPassword: text(),
    ...timestamps,
  },
  (t) => [
    check('event_details_start_time_format', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('event_details_end_time_format', sql`${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    // GET /admin/events?dateFilterType=eventDate&startDate=&endDate=: the range's event ids come from
    // the index alone
    index().on(t.eventDate, t.eventId),
  ],
);

export type EventDetails = typeof eventDetails.$inferSelect;
export type NewEventDetails = typeof eventDetails.$inferInsert;
