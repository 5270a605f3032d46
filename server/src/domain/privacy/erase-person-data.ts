import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eraseMailJobs } from './erase-mail-jobs';
import { type ErasureCounts, eraseRows, type Tx } from './erase-rows';
import { matchPerson, type PersonQuery } from './match-person';

/** Matches nothing: the kind of row the query cannot identify. */
const NONE = sql`false`;

/**
 * Anonymises one person's rows across every event (an administrator answering the person's
 * request): guests by e-mail (any case) or phone digits, messages and purchases by e-mail. The
 * same anonymisation as the retention job, on the matching rows only. The mail queue's jobs to
 * the e-mail are deleted or cleared too (erase-mail-jobs.ts).
 */
export async function erasePersonData(tx: Tx | Db, query: PersonQuery, now: Date): Promise<ErasureCounts> {
  const match = matchPerson(query);
  if (query.email?.trim()) await eraseMailJobs(tx, query.email);
  return eraseRows(
    tx,
    { guests: match.guests ?? NONE, messages: match.messages ?? NONE, purchases: match.purchases ?? NONE },
    now,
  );
}
