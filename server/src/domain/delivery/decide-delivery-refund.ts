import {
  DELIVERY_ALREADY_DECIDED_MESSAGE,
  DELIVERY_DECISION_NOT_NEEDED_MESSAGE,
  DELIVERY_NOT_FOUND_MESSAGE,
} from '@celebra/shared/messages';
import type { TDeliveryRefundDecision } from '@celebra/shared/models';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveries } from '../../db/schema/index';
import { findAdminActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors/domain-error';
import { refundedAfterBuyingSql } from './refunded-after-buying';

/**
 * The administrator decides who bears a gift refunded or charged back after it was bought (the
 * guest has the money back, the couple have the gift or will; refunded-after-buying.ts says when
 * that still stands): CHARGE_COUPLE leaves the refund's
 * negative on the couple's balance, recovered from later gifts as a charge-back is;
 * PLATFORM_ABSORBS makes the database's trigger credit the couple the line's share
 * (DELIVERY_LOSS_ABSORBED), in this transaction. Once: one conditional update (the line refunded
 * after buying, no decision yet), so two administrators deciding at the same moment cannot both
 * win; the database refuses any later change of the decision too. Audited with the reason.
 */
export async function decideDeliveryRefund(
  db: Db,
  id: number,
  adminId: number,
  decision: { decision: TDeliveryRefundDecision; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(deliveries)
      .set({
        refundDecision: decision.decision,
        refundDecisionReason: decision.reason,
        refundDecidedAt: new Date(),
        refundDecidedByAdminId: adminId,
      })
      .where(and(eq(deliveries.id, id), refundedAfterBuyingSql, isNull(deliveries.refundDecision)))
      .returning({ shareCents: deliveries.shareCents });
    if (!decided) {
      const [line] = await tx
        .select({ decision: deliveries.refundDecision })
        .from(deliveries)
        .where(eq(deliveries.id, id));
      if (!line) throw new DomainError('not-found', DELIVERY_NOT_FOUND_MESSAGE);
      if (line.decision) throw new DomainError('conflict', DELIVERY_ALREADY_DECIDED_MESSAGE);
      throw new DomainError('conflict', DELIVERY_DECISION_NOT_NEEDED_MESSAGE);
    }
    await recordAudit(tx, {
      actor: await findAdminActor(tx, adminId),
      action: 'delivery.refund-decided',
      entityType: 'delivery',
      entityId: id,
      before: { refundDecision: null },
      after: {
        refundDecision: decision.decision,
        reason: decision.reason,
        creditedCents: decision.decision === 'PLATFORM_ABSORBS' ? decided.shareCents : 0,
      },
    });
  });
}
