import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ErasureCounts, eraseRows, type Tx } from './erase-rows';
import { matchPerson, type PersonQuery } from './match-person';

/** Matches nothing: the kind of row the query cannot identify. */
const NONE = sql`false`;

/**
 * Anonymises one person's rows across every event (an administrator answering the person's
 * request): guests by e-mail (any case) or phone digits, messages and purchases by e-mail. The
 * same anonymisation as the retention job, on the matching rows only.
 */
export function erasePersonData(tx: Tx | Db, query: PersonQuery, now: Date): Promise<ErasureCounts> {
  const match = matchPerson(query);
  return eraseRows(
    tx,
    { guests: match.guests ?? NONE, messages: match.messages ?? NONE, purchases: match.purchases ?? NONE },
    now,
  );
}
