import type { Db } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { type AccountData, collectAccountData } from './collect-account-data';

/**
 * The host's data download ('Baixar meus dados'): the read and its audit row in one transaction,
 * so a download (the whole account: CPF, Pix key, guests) never happens unrecorded. The host is
 * named by id only, as for the account's deletion: the log is kept for good.
 */
export async function collectAccountDataAudited(db: Db, userId: number): Promise<AccountData> {
  return db.transaction(async (tx) => {
    const data = await collectAccountData(tx, userId);
    await recordAudit(tx, {
      actor: { kind: 'host', id: userId, label: `Anfitrião ${userId}` },
      action: 'user.data-exported',
      entityType: 'user',
      entityId: userId,
      after: { tables: data.tables.length, media: data.media.length },
    });
    return data;
  });
}
