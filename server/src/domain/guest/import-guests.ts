import type { Db } from '../../db/client';
import { guests } from '../../db/schema/index';
import { findImportProblems } from './find-import-problems';
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
    const problems = await findImportProblems(tx, eventId, parsed);
    if (problems.length > 0) return { imported: 0, errors: problems };
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
