import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made and last changed: the application sets `updatedAt` on every update. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
