import { applyProviderPayment } from '../../domain/payment/apply-provider-payment';
import { findSweepCursor } from '../../domain/payment/find-sweep-cursor';
import { parseReference } from '../../domain/payment/payment-reference';
import { saveSweepCursor } from '../../domain/payment/save-sweep-cursor';
import { findManualStatusAt } from '../../domain/purchase/find-manual-status-at';
import type { Services } from '../../domain/services';
import type { PaymentSummary } from '../../payment-provider/provider-schemas';
import { describeFailure } from './describe-failure';
import type { ReconcileProvider } from './look-up-payments';

/** What one sweep did. */
export type SweepRun = {
  /** Payments of ours the provider listed as changed, read back and applied. */
  swept: number;
  /** Rows that became APPROVED through them. */
  approved: number;
  /** 1 when the provider failed the sweep (read again from where it stopped next run). */
  failed: number;
};

const CURSOR = 'reconcile-payments:updated-payments';
const PAGE_SIZE = 100;
// A run reads at most this many pages; a longer stream (the first run, a day of outage) is read
// on over the next runs from where this one stopped.
const MAX_PAGES = 10;
// Each sweep reads again the last minutes before its cursor: a payment whose change the
// provider lists a little late is still seen (applying it twice changes nothing).
const OVERLAP_MS = 2 * 60_000;

/**
 * Every payment the provider changed since the last sweep (its search on `date_last_updated`,
 * oldest change first), applied as the webhook applies it: a lost approval is found at the next
 * run whatever the number of pending rows, because the search's length is that of the payments
 * that changed, never that of the abandoned checkouts. The stream is read up to
 * `settledBefore` (the webhook's own time to arrive first) and the position kept in
 * `job_cursors`. Pages are read by the change date itself (begin_date moved to the last change
 * read), not by offset, so a payment changing again during the sweep cannot shift another out of
 * sight. A payment with someone else's reference is skipped without being read.
 */
export async function sweepUpdatedPayments(
  services: Services,
  provider: ReconcileProvider,
  { settledBefore, firstFrom, signal }: { settledBefore: Date; firstFrom: Date; signal?: AbortSignal },
): Promise<SweepRun> {
  const run: SweepRun = { swept: 0, approved: 0, failed: 0 };
  const cursor = (await findSweepCursor(services.db, CURSOR)) ?? firstFrom;
  // A clock set back (or a cursor ahead of it) still reads the last minutes.
  const start = new Date(Math.min(cursor.getTime(), settledBefore.getTime()));
  let from = new Date(start.getTime() - OVERLAP_MS);
  // Payments already read at `from` exactly (begin_date is inclusive).
  let readAtFrom = 0;
  let complete = false;
  try {
    for (let page = 0; page < MAX_PAGES && !signal?.aborted; page++) {
      const found = await provider.searchPayments({
        range: 'date_last_updated',
        beginDate: from,
        endDate: settledBefore,
        offset: readAtFrom,
        limit: PAGE_SIZE,
      });
      for (const summary of found.results) {
        if (await isToApply(services, summary)) {
          const payment = await provider.getPayment(summary.id);
          if (payment) {
            run.swept++;
            const applied = await applyProviderPayment(services, payment);
            if (applied.known && applied.found && applied.approvedNow) {
              run.approved++;
              services.log.info(
                { ...applied.reference, paymentId: String(payment.id), providerStatus: payment.status },
                'reconciliation: payment approved',
              );
            }
          }
        }
        const changedAt = summary.updatedAt ?? summary.createdAt;
        if (changedAt.getTime() === from.getTime()) readAtFrom++;
        else if (changedAt > from) {
          from = changedAt;
          readAtFrom = 1;
        }
      }
      if (found.results.length < PAGE_SIZE) {
        complete = true;
        break;
      }
    }
  } catch (error) {
    run.failed = 1;
    services.log.warn({ reason: describeFailure(error) }, 'reconciliation: sweep of changed payments failed');
  }
  // Cut short, the next sweep goes on from the last change read (never back before this start).
  await saveSweepCursor(services.db, CURSOR, complete ? settledBefore : from > start ? from : start);
  return run;
}

/**
 * Whether a listed payment is ours to apply: its reference names one of our rows, and, for a
 * purchase, no administrator set its status by hand after the payment's last change (re-reading
 * that older word would undo the decision; a later change of the payment is applied, as the
 * webhook applies it).
 */
async function isToApply(services: Services, summary: PaymentSummary): Promise<boolean> {
  const reference = parseReference(summary.externalReference);
  if (!reference) return false;
  if (reference.kind !== 'purchase' || !summary.updatedAt) return true;
  const manualAt = await findManualStatusAt(services.db, reference.id);
  return manualAt === null || manualAt <= summary.updatedAt;
}
