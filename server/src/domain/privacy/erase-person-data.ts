import type { TPersonalDataSelection } from '@celebra/shared/api';
import { PERSONAL_DATA_CHANGED_MESSAGE } from '@celebra/shared/messages';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { eventMessages, guests, purchases } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { eraseMailJobs } from './erase-mail-jobs';
import { type ErasureCounts, eraseRows, type Tx } from './erase-rows';
import { linkPerson } from './link-person';
import type { PersonQuery } from './match-person';
import { sameSelection, selectErasable } from './select-erasable';

/** What an administrator's erasure did: the rows anonymised and the mail jobs removed or cleared. */
export type PersonErasureCounts = ErasureCounts & { mailJobs: number };

const byId = (column: AnyPgColumn, ids: number[]): SQL => (ids.length ? inArray(column, ids) : sql`false`);

/**
 * Anonymises one person's rows across every event (an administrator answering the person's
 * request): the person as linkPerson finds them (the e-mail and phone typed, and those their
 * confirmations link), the rows selectErasable lists, locked. With `shown`, the rows the search
 * showed the administrator, the erasure goes ahead only when they are still exactly the person's
 * rows, so a stale result never erases more, less or someone else. The same anonymisation as the
 * retention job; the mail queue's jobs to the person's e-mails are deleted or cleared too
 * (erase-mail-jobs.ts).
 */
export async function erasePersonData(
  tx: Tx | Db,
  query: PersonQuery,
  now: Date,
  shown?: TPersonalDataSelection,
): Promise<PersonErasureCounts> {
  const identity = await linkPerson(tx, query);
  const selection = await selectErasable(tx, identity, { forUpdate: true });
  if (shown && !sameSelection(shown, selection))
    throw new DomainError('conflict', PERSONAL_DATA_CHANGED_MESSAGE);
  let mailJobs = 0;
  for (const email of identity.emails) mailJobs += await eraseMailJobs(tx, email);
  const counts = await eraseRows(
    tx,
    {
      guests: byId(guests.id, selection.guests),
      messages: byId(eventMessages.id, selection.messages),
      purchases: byId(purchases.id, selection.purchases),
    },
    now,
  );
  return { ...counts, mailJobs };
}
