import { applyProviderPayment } from '../../domain/payment/apply-provider-payment';
import { markReconciled } from '../../domain/payment/mark-reconciled';
import { formatReference, type PaymentReference } from '../../domain/payment/payment-reference';
import {
  findPendingPreUserFees,
  type PendingFee,
} from '../../domain/pre-registration/find-pending-pre-user-fees';
import { expirePurchase } from '../../domain/purchase/expire-purchase';
import { findPendingPurchases, type PendingPurchase } from '../../domain/purchase/find-pending-purchases';
import { findPendingServices } from '../../domain/service/find-pending-services';
import type { Services } from '../../domain/services';
import { MercadoPagoClient } from '../../payment-provider/mercadopago';
import { blocksExpiry, isExpiryDue } from './abandoned-checkout';
import { describeFailure } from './describe-failure';
import { lookUpPayments, type ReconcileProvider } from './look-up-payments';
import { sweepUpdatedPayments } from './sweep-updated-payments';

/** What one run did, kept by the queue as the job's output and logged. */
export type ReconcileRun = {
  /** Payments the provider listed as changed since the last run, read back and applied. */
  swept: number;
  /** Rows asked about. */
  checked: number;
  /** Rows that became APPROVED (purchases among them mailed, once). */
  approved: number;
  /** Purchases cancelled as abandoned checkouts. */
  expired: number;
  /** Rows the provider (or the database) failed for; asked again next run. */
  failed: number;
  /** The run stopped before its end: the provider kept failing, or the process is stopping. */
  stoppedEarly: boolean;
};

export type ReconcileOptions = {
  /** The run's clock: what counts as pending for long, as expired, as too old to look at. */
  now: Date;
  /** Mercado Pago at the app's configured address when absent. */
  provider?: ReconcileProvider;
  /** Aborted when the process stops: the run ends after the row in hand. */
  signal?: AbortSignal;
};

// Rows older than this are left alone: a notification a week late is not coming, and the checkout
// expiries (CARD_CHECKOUT_EXPIRATION_MINUTES, PIX_EXPIRATION_MINUTES) have settled every purchase before.
const LOOK_BACK_DAYS = 7;
// Per kind of row and run: the rest waits for its turn, a few runs later (the changed payments'
// sweep has found their approvals meanwhile).
const BATCH_SIZE = 100;
// A provider that failed this many rows in a row is down: the next run tries again.
const MAX_FAILURES_IN_A_ROW = 5;
// The search's window on the payments' creation: a Pix is created just before its purchase is
// written, and the provider's clock may be a little off ours.
const SEARCH_MARGIN_MS = 60 * 60_000;

type Row =
  | { kind: 'purchase'; row: PendingPurchase }
  | { kind: Exclude<PaymentReference['kind'], 'purchase'>; row: PendingFee };

/**
 * `reconcile-payments`: the notifications Mercado Pago never delivered, recovered by asking. First
 * every payment the provider changed since the last run (older than RECONCILE_PENDING_MINUTES) is
 * applied exactly as the webhook applies it (sweepUpdatedPayments; applyProviderPayment:
 * idempotent, the approval mails sent once): a lost approval is found at the next run whatever
 * the backlog of pending rows. Then, in turns of BATCH_SIZE per kind (never asked first, then the
 * one asked longest ago), each purchase, pre-registration fee and turbo service still PENDING
 * after RECONCILE_PENDING_MINUTES (and younger than a week) is looked up at the provider by its
 * external reference (and by the payment id it already knows), each payment found applied the
 * same way. Then a purchase still
 * PENDING whose Pix expired or whose card checkout expired (CARD_CHECKOUT_EXPIRATION_MINUTES), with
 * nothing approved or in process at the provider, is cancelled (expirePurchase, under the row's
 * lock, asking the provider once more): the guest's page shows it as expired.
 *
 * A failure for one row is logged (kind, id and the provider's status code: nothing personal) and
 * the run goes on; a second run over the same state changes nothing.
 */
export async function reconcilePayments(
  services: Services,
  { now, provider = providerOf(services), signal }: ReconcileOptions,
): Promise<ReconcileRun> {
  const { reconcilePendingMinutes } = services.config.jobs;
  const { cardCheckoutExpirationMinutes } = services.config;
  const window = {
    from: new Date(now.getTime() - LOOK_BACK_DAYS * 24 * 60 * 60_000),
    to: new Date(now.getTime() - reconcilePendingMinutes * 60_000),
    limit: BATCH_SIZE,
  };
  const run: ReconcileRun = {
    swept: 0,
    checked: 0,
    approved: 0,
    expired: 0,
    failed: 0,
    stoppedEarly: false,
  };
  const sweep = await sweepUpdatedPayments(services, provider, {
    settledBefore: window.to,
    firstFrom: window.from,
    signal,
  });
  run.swept = sweep.swept;
  run.approved += sweep.approved;
  run.failed += sweep.failed;

  const rows: Row[] = [
    ...(await findPendingPurchases(services.db, window)).map((row) => ({ kind: 'purchase' as const, row })),
    ...(await findPendingPreUserFees(services.db, window)).map((row) => ({ kind: 'pre-user' as const, row })),
    ...(await findPendingServices(services.db, window)).map((row) => ({ kind: 'service' as const, row })),
  ];

  let failuresInARow = 0;
  const asked: Row[] = [];
  try {
    await askEach();
  } finally {
    // Asked (answered or failed), each goes to the back of its turn; one not reached keeps its place.
    for (const kind of ['purchase', 'pre-user', 'service'] as const) {
      const ids = asked.filter((entry) => entry.kind === kind).map((entry) => entry.row.id);
      await markReconciled(services.db, kind, ids, now);
    }
  }
  return run;

  async function askEach() {
    for (const entry of rows) {
      const { kind, row } = entry;
      if (signal?.aborted || failuresInARow >= MAX_FAILURES_IN_A_ROW) {
        run.stoppedEarly = true;
        break;
      }
      run.checked++;
      asked.push(entry);
      try {
        const reference = formatReference({ kind, id: row.id });
        const searchWindow = {
          beginDate: new Date(row.createdAt.getTime() - SEARCH_MARGIN_MS),
          endDate: new Date(now.getTime() + SEARCH_MARGIN_MS),
        };
        const lookUp = () => lookUpPayments(provider, reference, row.providerPaymentId, searchWindow);
        const payments = await lookUp();
        for (const payment of payments) {
          const applied = await applyProviderPayment(services, payment);
          if (!applied.known || !applied.found || !applied.approvedNow) continue;
          run.approved++;
          // The notification that never came: worth a line, without who paid.
          services.log.info(
            { ...applied.reference, paymentId: String(payment.id), providerStatus: payment.status },
            'reconciliation: payment approved',
          );
        }
        if (entry.kind === 'purchase' && isExpiryDue(entry.row, now, cardCheckoutExpirationMinutes)) {
          const purchase = entry.row;
          const isAbandoned = (seen: typeof payments) => !seen.some((p) => blocksExpiry(purchase, p.status));
          if (isAbandoned(payments)) {
            const expired = await expirePurchase(services.db, purchase.id, async () =>
              isAbandoned(await lookUp()),
            );
            if (expired) {
              run.expired++;
              services.log.info({ kind, id: row.id }, 'reconciliation: abandoned checkout cancelled');
            }
          }
        }
        failuresInARow = 0;
      } catch (error) {
        run.failed++;
        failuresInARow++;
        services.log.warn({ kind, id: row.id, reason: describeFailure(error) }, 'reconciliation: row failed');
      }
    }
  }
}

function providerOf(services: Services): ReconcileProvider {
  const { apiUrl, accessToken } = services.config.mercadoPago;
  return new MercadoPagoClient({ apiUrl, accessToken });
}
