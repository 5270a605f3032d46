import { phoneDigits } from '@celebra/shared/format';
import { GUEST_LIST_MESSAGES } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guests } from '../../db/schema/index';
import { lockEventGuests } from './lock-event-guests';
import { type ImportProblem, parseGuestCsv } from './parse-guest-csv';

export type ImportResult = { imported: number; errors: ImportProblem[] };

/**
 * Imports a CSV of invitations into the event's list, all or nothing: every row is checked (its
 * own fields, the same guest twice in the file, a guest already on the list by e-mail or phone)
 * and with any problem nothing is stored and the problems are returned by line. Otherwise every
 * row becomes an invited guest (no answer yet) in one transaction, under the guest-list lock so
 * that an answer arriving on the site at the same time cannot be duplicated by the import.
 */
export async function importGuests(db: Db, eventId: number, csv: string): Promise<ImportResult> {
  const parsed = parseGuestCsv(csv);
  return db.transaction(async (tx) => {
    await lockEventGuests(tx, eventId);
    const onList = await tx
      .select({ email: guests.email, phoneNumber: guests.phoneNumber })
      .from(guests)
      .where(eq(guests.eventId, eventId));
    const listEmails = new Set(onList.map((row) => row.email.trim().toLowerCase()).filter(Boolean));
    const listPhones = new Set(onList.map((row) => phoneDigits(row.phoneNumber)).filter(Boolean));
    const seenEmails = new Map<string, number>();
    const seenPhones = new Map<string, number>();
    const problems = [...parsed.problems];
    for (const guest of parsed.guests) {
      const phone = phoneDigits(guest.phoneNumber);
      const earlier =
        (guest.email && seenEmails.get(guest.email)) || (phone && seenPhones.get(phone)) || undefined;
      if (earlier !== undefined) {
        problems.push({ line: guest.line, message: GUEST_LIST_MESSAGES.importDuplicateInFile(earlier) });
      } else if ((guest.email && listEmails.has(guest.email)) || (phone && listPhones.has(phone))) {
        problems.push({ line: guest.line, message: GUEST_LIST_MESSAGES.importAlreadyOnList });
      }
      if (guest.email && !seenEmails.has(guest.email)) seenEmails.set(guest.email, guest.line);
      if (phone && !seenPhones.has(phone)) seenPhones.set(phone, guest.line);
    }
    if (problems.length > 0) {
      return { imported: 0, errors: problems.sort((a, b) => a.line - b.line) };
    }
    const invitedAt = new Date();
    await tx.insert(guests).values(
      parsed.guests.map(({ firstName, lastName, email, phoneNumber }) => ({
        eventId,
        firstName,
        lastName,
        email,
        phoneNumber,
        attending: null,
        invitedAt,
      })),
    );
    return { imported: parsed.guests.length, errors: [] };
  });
}
