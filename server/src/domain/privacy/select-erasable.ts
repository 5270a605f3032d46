import type { TPersonalDataSelection } from '@celebra/shared/api';
import { and, asc, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventMessages, guests, purchases } from '../../db/schema/index';
import type { Tx } from './erase-rows';
import { matchPerson, type PersonIdentity } from './match-person';

/**
 * The person's rows an erasure would anonymise now (those not erased yet), by id, in order. The
 * search shows it and the erasure takes it back: both read it with this one function, so what is
 * erased is what was shown. `forUpdate` locks the rows for the erasure's transaction, so none
 * changes between the comparison and the update.
 */
export async function selectErasable(
  db: Db | Tx,
  identity: PersonIdentity,
  { forUpdate = false } = {},
): Promise<TPersonalDataSelection> {
  const match = matchPerson(identity);
  const ids = async (
    table: typeof guests | typeof eventMessages | typeof purchases,
    where: SQL | null,
  ): Promise<number[]> => {
    if (!where) return [];
    const query = db
      .select({ id: table.id })
      .from(table)
      .where(and(where, isNull(table.erasedAt)))
      .orderBy(asc(table.id));
    const rows = forUpdate ? await query.for('update') : await query;
    return rows.map((row) => row.id);
  };
  return {
    guests: await ids(guests, match.guests),
    messages: await ids(eventMessages, match.messages),
    purchases: await ids(purchases, match.purchases),
  };
}

/** The same rows, whatever order the client sent them in. */
export function sameSelection(a: TPersonalDataSelection, b: TPersonalDataSelection): boolean {
  const key = (s: TPersonalDataSelection) =>
    JSON.stringify([s.guests, s.messages, s.purchases].map((ids) => [...new Set(ids)].sort((x, y) => x - y)));
  return key(a) === key(b);
}
