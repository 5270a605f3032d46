import { phoneDigits } from '@celebra/shared/format';
import { GUEST_LIST_MESSAGES } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guests } from '../../db/schema/index';
import type { Tx } from './lock-event-guests';
import type { ImportProblem, ParsedGuestCsv } from './parse-guest-csv';

/**
 * Every problem that keeps a parsed file out of the event's list, sorted by line: each row's own
 * (from the parse), the same guest twice in the file (by e-mail or phone), and a guest already on
 * the list. The import and its preview ask the same, so that what the preview promises is what the
 * import does.
 */
export async function findImportProblems(
  db: Db | Tx,
  eventId: number,
  parsed: ParsedGuestCsv,
): Promise<ImportProblem[]> {
  const onList = await db
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
  return problems.sort((a, b) => a.line - b.line);
}
