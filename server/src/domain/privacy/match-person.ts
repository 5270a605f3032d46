import { or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { eventMessages, guests, purchases } from '../../db/schema/index';

/** A person, as they ask: by the e-mail and/or the phone they gave. */
export type PersonQuery = { email?: string; phone?: string };

/** Only the digits of a phone, as typed or as stored ('(11) 98765-4321' → '11987654321'). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Same e-mail, ignoring case and surrounding spaces. */
function sameEmail(column: AnyPgColumn, email: string): SQL {
  return sql`lower(trim(${column})) = ${email.trim().toLowerCase()}`;
}

/**
 * The same phone by its digits, with or without Brazil's country code (55), since guests type it
 * both ways.
 */
function samePhone(digits: string): SQL {
  const stored = sql`regexp_replace(${guests.phoneNumber}, '\\D', '', 'g')`;
  return sql`(${stored} = ${digits} or ${stored} = ${`55${digits}`} or '55' || ${stored} = ${digits})`;
}

/**
 * The rows of one person: guests by e-mail or phone, messages and purchases by e-mail (they keep no
 * phone). Null for a kind when nothing identifies it (a phone only: no message or purchase).
 */
export function matchPerson(query: PersonQuery): {
  guests: SQL | null;
  messages: SQL | null;
  purchases: SQL | null;
} {
  const email = query.email?.trim() ? query.email : undefined;
  const digits = query.phone ? phoneDigits(query.phone) : '';
  const guestConditions = [
    email ? sameEmail(guests.email, email) : undefined,
    digits ? samePhone(digits) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return {
    guests: guestConditions.length > 0 ? (or(...guestConditions) ?? null) : null,
    messages: email ? sameEmail(eventMessages.email, email) : null,
    purchases: email ? sameEmail(purchases.guestEmail, email) : null,
  };
}
