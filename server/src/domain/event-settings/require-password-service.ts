import { PASSWORD_SERVICE_REQUIRED_MESSAGE } from '@celebra/shared/messages';
import type { Db } from '../../db/client';
import { DomainError } from '../errors/domain-error';
import { hasService } from '../service/has-service';
import { verifySitePassword } from '../site-password/hash-site-password';

/**
 * A site password is the paid 'Senha no Site' service (type PASSWORD): a new or changed password
 * needs it (domain/service/has-service.ts), a 403 otherwise and nothing is saved. Clearing the
 * password, keeping it (no password sent), or typing again the very one the site has (checked
 * against its hash), is always allowed. A password set before the service was required (or while
 * it was approved) stays in force even without it: the server does not open a site its host
 * closed; the host may remove it.
 */
export async function requirePasswordService(
  db: Db,
  eventId: number,
  { currentHash, next }: { currentHash: string | null; next: string | null | undefined },
): Promise<void> {
  if (next === null || next === undefined) return;
  if (currentHash !== null && (await verifySitePassword(currentHash, next))) return;
  if (!(await hasService(db, eventId, 'PASSWORD')))
    throw new DomainError('forbidden', PASSWORD_SERVICE_REQUIRED_MESSAGE);
}
