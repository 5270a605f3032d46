import type { TPersonalDataSelection } from '@celebra/shared/api';
import { maskEmail } from '@celebra/shared/format';
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { recordAudit } from '../audit/record-audit';
import { erasePersonData, type PersonErasureCounts } from './erase-person-data';
import { type PersonQuery, phoneDigits } from './match-person';

/** A phone as the audit log keeps it: its last two digits only. */
export function maskPhone(phone: string): string {
  return `***${phoneDigits(phone).slice(-2)}`;
}

/** The person a request names, as the audit log keeps them: masked ('a***@x.com ***21'). */
export function maskedPerson(query: PersonQuery): string {
  return [query.email && maskEmail(query.email), query.phone && maskPhone(query.phone)]
    .filter(Boolean)
    .join(' ');
}

/**
 * An administrator answering a person's request to erase their data: the rows the search showed
 * (`shown`; refused when they are no longer the person's rows) anonymised and the decision
 * recorded in one transaction. The audit row names the person only masked ('a***@x.com',
 * '***21'): keeping their e-mail there would undo the erasure.
 */
export async function erasePersonDataAudited(
  db: Db,
  actor: AuditActor,
  query: PersonQuery,
  shown: TPersonalDataSelection,
  now: Date,
): Promise<PersonErasureCounts> {
  return db.transaction(async (tx) => {
    const counts = await erasePersonData(tx, query, now, shown);
    await recordAudit(tx, {
      actor,
      action: 'personal-data.erased',
      entityType: 'person',
      entityId: maskedPerson(query),
      after: counts,
    });
    return counts;
  });
}
