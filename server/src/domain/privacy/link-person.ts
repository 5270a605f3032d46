import type { Db } from '../../db/client';
import { guests } from '../../db/schema/index';
import type { Tx } from './erase-rows';
import {
  matchPerson,
  nationalDigits,
  type PersonIdentity,
  type PersonQuery,
  queryIdentity,
} from './match-person';

/**
 * The person a request names, as one: the e-mail and phone typed, plus the e-mails and phones of
 * the guest rows either of them finds (a confirmation keeps both). So a search by the phone also
 * reaches the messages and purchases left under the e-mail the same confirmation gave, and a
 * search by both fields finds the records of each. One step only: a phone never pulls in a second
 * person's e-mail through a third row.
 */
export async function linkPerson(db: Pick<Db | Tx, 'select'>, query: PersonQuery): Promise<PersonIdentity> {
  const typed = queryIdentity(query);
  const where = matchPerson(typed).guests;
  if (!where) return typed;
  const rows = await db.select({ email: guests.email, phone: guests.phoneNumber }).from(guests).where(where);
  const emails = new Set(typed.emails);
  const phones = new Set(typed.phones);
  for (const row of rows) {
    const email = row.email.trim().toLowerCase();
    if (email) emails.add(email);
    const phone = nationalDigits(row.phone);
    if (phone) phones.add(phone);
  }
  return { emails: [...emails].sort(), phones: [...phones].sort() };
}
