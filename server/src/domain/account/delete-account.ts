import { randomBytes } from 'node:crypto';
import { maskDocument, maskPixKey } from '@celebra/shared/format';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { revokeAllUserSessions } from '../../auth/revoke-user-sessions';
import type { Db } from '../../db/client';
import { events, payoutDestinations, payouts, users } from '../../db/schema/index';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors/domain-error';
import { eraseEventGuestData } from '../privacy/erase-event-guest-data';
import { eraseEventContent } from './erase-event-content';
import { findDeletionBlocker } from './find-deletion-blocker';

/**
 * Deletes the host's account, in one transaction, unless money is still theirs to receive (409,
 * saying why and what to do). The row stays, because the money records the law requires (gifts
 * received, ledger, payouts: amounts, dates, statuses) point at it, but nothing in it identifies
 * the person or can sign in: name and e-mail replaced, phone emptied, a password hash of random
 * bytes nobody knows, inactive, no e-mails. Every session ends; the payout destination goes (the
 * payouts keep their amounts, their CPF and Pix key copies masked); each event is deactivated, its
 * texts, details and media references erased (eraseEventContent) and its guests', messages' and
 * gifts' personal data erased. The audit row names the host by id only, since the audit log is
 * kept for good and the name is exactly what is being deleted.
 * Answers the storage keys of every file the events' media are (images with their copies, the
 * banner's link preview), for the caller to remove once this commits.
 */
export async function deleteAccount(db: Db, userId: number, now = new Date()): Promise<string[]> {
  const unusableHash = await hashPassword(randomBytes(32).toString('hex'));
  return db.transaction(async (tx) => {
    // The host row first: a payout request or approval racing this waits, or is waited for.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const blocker = await findDeletionBlocker(tx, userId);
    if (blocker) throw new DomainError('conflict', blocker);

    const owned = await tx
      .select({ id: events.id, bannerUrl: events.bannerUrl, avatarUrl: events.avatarUrl })
      .from(events)
      .where(eq(events.userId, userId));
    const media: string[] = [];
    for (const event of owned) {
      media.push(...(await eraseEventContent(tx, event, now)));
      await eraseEventGuestData(tx, event.id, now);
    }

    const copies = await tx
      .select({
        id: payouts.id,
        documentType: payouts.destinationDocumentType,
        document: payouts.destinationDocument,
        pixKeyType: payouts.destinationPixKeyType,
        pixKey: payouts.destinationPixKey,
      })
      .from(payouts)
      .where(eq(payouts.userId, userId));
    for (const copy of copies) {
      await tx
        .update(payouts)
        .set({
          destinationDocument:
            copy.documentType && copy.document
              ? maskDocument(copy.documentType, copy.document)
              : copy.document,
          destinationPixKey:
            copy.pixKeyType && copy.pixKey ? maskPixKey(copy.pixKeyType, copy.pixKey) : copy.pixKey,
        })
        .where(eq(payouts.id, copy.id));
    }
    await tx.delete(payoutDestinations).where(eq(payoutDestinations.userId, userId));
    await revokeAllUserSessions(tx, userId);
    await tx
      .update(users)
      .set({
        firstName: 'Conta',
        lastName: 'excluída',
        email: `excluida-${userId}@celebra.invalid`,
        phoneNumber: '',
        passwordHash: unusableHash,
        active: false,
        notifyGifts: false,
        notifyMessages: false,
        notifyConfirmations: false,
        notifyDailySummary: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actor: { kind: 'host', id: userId, label: `Anfitrião ${userId}` },
      action: 'user.deleted',
      entityType: 'user',
      entityId: userId,
      before: null,
      after: { deletedAt: now.toISOString(), events: owned.map((event) => event.id) },
    });
    return media;
  });
}
