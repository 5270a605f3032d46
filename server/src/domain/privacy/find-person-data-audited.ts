import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { recordAudit } from '../audit/record-audit';
import { maskedPerson } from './erase-person-data-audited';
import { findPersonData } from './find-person-data';
import type { PersonQuery } from './match-person';

/**
 * An administrator looking up (Dados pessoais' search) or exporting (its JSON file) what the
 * platform keeps about a person: the read and its audit row in one transaction, so nobody's data
 * is shown without the record of who saw it. The person is named masked, like an erasure's.
 */
export async function findPersonDataAudited(
  db: Db,
  actor: AuditActor,
  query: PersonQuery,
  action: 'personal-data.looked-up' | 'personal-data.exported',
) {
  return db.transaction(async (tx) => {
    const data = await findPersonData(tx, query);
    await recordAudit(tx, {
      actor,
      action,
      entityType: 'person',
      entityId: maskedPerson(query),
      after: { events: data.events.length },
    });
    return data;
  });
}
