import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { eventMessages, guests, purchases } from '../../db/schema/index';

/** A person, as they ask: by the e-mail and/or the phone they gave. */
export type PersonQuery = { email?: string; phone?: string };

/** A person as the rows know them: every e-mail (lower case) and phone (digits) that is theirs. */
export type PersonIdentity = { emails: string[]; phones: string[] };

/** Only the digits of a phone, as typed or as stored ('(11) 98765-4321' → '11987654321'). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** A phone's digits without Brazil's country code (55), since guests type it both ways. */
export function nationalDigits(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
}

/** The identity a request names, before the rows link it to more. */
export function queryIdentity(query: PersonQuery): PersonIdentity {
  const email = query.email?.trim().toLowerCase();
  const phone = query.phone ? nationalDigits(query.phone) : '';
  return { emails: email ? [email] : [], phones: phone ? [phone] : [] };
}

/** Any of the e-mails, ignoring case and surrounding spaces. */
function anyEmail(column: AnyPgColumn, emails: string[]): SQL {
  return inArray(sql`lower(trim(${column}))`, emails);
}

/** Any of the phones by its digits, stored with or without Brazil's country code. */
function anyPhone(phones: string[]): SQL {
  const stored = sql`regexp_replace(${guests.phoneNumber}, '\\D', '', 'g')`;
  return or(
    inArray(stored, phones),
    inArray(
      stored,
      phones.map((p) => `55${p}`),
    ),
  ) as SQL;
}

/**
 * The rows of one person: guests by any of their e-mails or phones, messages and purchases by
 * their e-mails (they keep no phone). Null for a kind when nothing identifies it.
 */
export function matchPerson(identity: PersonIdentity): {
  guests: SQL | null;
  messages: SQL | null;
  purchases: SQL | null;
} {
  const { emails, phones } = identity;
  const guestConditions = [
    emails.length ? anyEmail(guests.email, emails) : undefined,
    phones.length ? anyPhone(phones) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return {
    guests: guestConditions.length > 0 ? (or(...guestConditions) ?? null) : null,
    messages: emails.length ? anyEmail(eventMessages.email, emails) : null,
    purchases: emails.length ? anyEmail(purchases.guestEmail, emails) : null,
  };
}
