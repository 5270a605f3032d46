import type { Db } from '../db/client';

/** A transaction handle of the Drizzle database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A catalogue gift as the demo events need it. */
export type SeededGift = { id: number; name: string; priceCents: number };

/** What the catalogue and platform steps hand to the account and event steps. */
export type SeedContext = {
  /** Seeding time: every date of the demo is relative to it. */
  now: Date;
  /** One argon2id hash of the demo password, shared by the demo accounts (hashing is slow). */
  passwordHash: string;
  percentageGift: number;
  eventTypeIds: Map<string, number>;
  categoryIds: Map<string, number>;
  gifts: Map<string, SeededGift>;
  serviceIds: Map<string, number>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysAgo(now: Date, days: number, hour = 12): Date {
  const date = new Date(now.getTime() - days * DAY_MS);
  date.setUTCHours(hour + 3, 0, 0, 0); // hour in São Paulo time (UTC−3)
  return date;
}

/** 'YYYY-MM-DD' of the first Saturday at least `days` days after `now`. */
export function saturdayAfter(now: Date, days: number): string {
  const date = new Date(now.getTime() + days * DAY_MS);
  date.setUTCDate(date.getUTCDate() + ((6 - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}

/** The value behind a key that the seed itself inserted: a miss is a bug in the seed data. */
export function must<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${String(key)}`);
  return value;
}
