import { STATUS_PROVIDER_UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import type { TTransactionStatus } from '@celebra/shared/models';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';
import { type MercadoPagoClient, PaymentProviderError } from '../../payment-provider/mercadopago';
import { findAdminActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors/domain-error';
import { formatReference } from '../payment/payment-reference';
import { decideManualStatus } from './decide-manual-status';
import { isLostClaim } from './refund-late-approval';
import { refuseLostClaim } from './refuse-lost-claim';

/** What a manual status change asks the provider (services.payments): a payment by id, or by reference. */
export type StatusPayments = Pick<MercadoPagoClient, 'getPayment' | 'searchPayments'>;

/** The provider's payment a status set by hand is checked against: its id and its status. */
type ProviderWord = { paymentId: string; status: string } | null;

export type ManualStatusChange = { status: TTransactionStatus; reason: string; adminId: number };

/**
 * PUT /admin/transactions/{id}/status: a status set by hand, with who set it, when and why. The
 * provider is asked for the payment first, under the purchase's row lock (a notification of the
 * same payment waits), and a status that contradicts it is refused (decide-manual-status.ts says
 * which agree). The database appends the ledger's entries in the same statement (an approval
 * credits the host; leaving APPROVED reverses it, as a REFUND or CHARGEBACK when the provider
 * refunded or charged the payment back, as STATUS_REVERSED otherwise) and moves the purchase's
 * state. The audit log records the status and state before and after, the reason and what the
 * provider said (purchase.status-set), in the same transaction. False when there is none.
 *
 * A purchase that had given its units or cotas back takes them again (set back to PENDING or
 * APPROVED) only if they are still free: the database refuses an oversell and the administrator
 * gets the guests' 409, naming the gift and what is left; nothing changes.
 */
export async function updateTransactionStatus(
  db: Db,
  payments: StatusPayments,
  id: number,
  change: ManualStatusChange,
): Promise<boolean> {
  try {
    return await setStatus(db, payments, id, change);
  } catch (error) {
    if (!isLostClaim(error)) throw error;
    const [purchase] = await db
      .select({ eventId: purchases.eventId })
      .from(purchases)
      .where(eq(purchases.id, id));
    throw (purchase && (await refuseLostClaim(db, purchase.eventId, error))) || error;
  }
}

/**
 * What the provider says of the purchase's payment now: the one the purchase knows, else the one
 * it holds under the purchase's reference (its notification may have been lost), an approved one
 * first, else the latest. Null when it has none. A provider failure changes nothing: 502.
 */
async function askProvider(
  payments: StatusPayments,
  purchase: { id: number; paymentId: string | null; createdAt: Date },
): Promise<ProviderWord> {
  try {
    if (purchase.paymentId) {
      const payment = await payments.getPayment(purchase.paymentId);
      return payment && { paymentId: String(payment.id), status: payment.status };
    }
    const found = await payments.searchPayments({
      externalReference: formatReference({ kind: 'purchase', id: purchase.id }),
      beginDate: new Date(purchase.createdAt.getTime() - 24 * 60 * 60 * 1000),
      endDate: new Date(),
      offset: 0,
      limit: 50,
    });
    const payment = found.results.find((p) => p.status === 'approved') ?? found.results.at(-1);
    return payment ? { paymentId: String(payment.id), status: payment.status } : null;
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new DomainError('provider-failed', STATUS_PROVIDER_UNAVAILABLE_MESSAGE);
    throw error;
  }
}

async function setStatus(
  db: Db,
  payments: StatusPayments,
  id: number,
  { status, reason, adminId }: ManualStatusChange,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The status before, read under the row's lock so the record's 'before' is the one replaced.
    const [current] = await tx
      .select({
        status: purchases.status,
        state: purchases.state,
        paymentId: purchases.providerPaymentId,
        createdAt: purchases.createdAt,
      })
      .from(purchases)
      .where(eq(purchases.id, id))
      .for('update');
    if (!current) return false;
    const provider = await askProvider(payments, { id, ...current });
    const providerStatus = provider?.status ?? null;
    const reversal = decideManualStatus(current.status, status, providerStatus);
    // The ledger's trigger reads how the approval ended from this setting, for this transaction only.
    if (reversal) await tx.execute(sql`select set_config('celebra.purchase_reversal', ${reversal}, true)`);
    const [updated] = await tx
      .update(purchases)
      .set({
        status,
        statusSetByAdminId: adminId,
        statusSetAt: new Date(),
        // The payment found under the purchase's reference is its payment from now on (a refund
        // needs it), as its notification would have recorded it.
        ...(provider && !current.paymentId ? { providerPaymentId: provider.paymentId } : {}),
      })
      .where(eq(purchases.id, id))
      .returning({ state: purchases.state });
    await recordAudit(tx, {
      actor: await findAdminActor(tx, adminId),
      action: 'purchase.status-set',
      entityType: 'purchase',
      entityId: id,
      before: { status: current.status, state: current.state },
      after: {
        status,
        state: updated?.state ?? current.state,
        reason,
        providerStatus: providerStatus ?? 'none',
      },
    });
    return true;
  });
}
