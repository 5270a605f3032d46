import { randomUUID } from 'node:crypto';
import { offeredInstallments, payerCost } from './installment-rates';
import type {
  Chargeback,
  Delivery,
  Payment,
  PaymentStatus,
  Preference,
  PreferenceRequest,
  Refund,
} from './types';

/** The stand-in's seller account: every preference and payment belongs to it. */
export const COLLECTOR_ID = 1_234_567_890;
const MAX_DELIVERIES = 500;

/** What the checkout page's three buttons do to a preference's payment. */
export type Decision = 'approve' | 'reject' | 'pending';

/** Per decision: the status and details a card (or Pix, while pending) payment ends with. */
const OUTCOMES: Record<Decision, { status: PaymentStatus; detail: string }> = {
  approve: { status: 'approved', detail: 'accredited' },
  reject: { status: 'rejected', detail: 'cc_rejected_other_reason' },
  pending: { status: 'pending', detail: 'pending_waiting_transfer' },
};

// Mercado Pago's fee on the collector's side, so net_received_amount looks like the real thing.
const FEE_RATE = 0.0499;

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Mercado Pago gives the seller 10 days to send the documents of a disputed payment. */
const CHARGEBACK_DOCUMENTATION_DAYS = 10;

/** An answer of a call made with an X-Idempotency-Key: its HTTP status and body. */
export type IdempotentAnswer = { status: number; answer: unknown };
/** What an idempotency key was first used for, and what it answered (or will answer). */
type IdempotentCall = { fingerprint: string; answer: Promise<IdempotentAnswer | null> };
const MAX_IDEMPOTENCY_KEYS = 5_000;

/**
 * The stand-in's memory: preferences, the payments made on them and the notifications sent.
 * Ids look like Mercado Pago's: '<collector>-<uuid>' preferences, 11-digit numeric payments.
 */
export class MercadoPagoStore {
  readonly preferences = new Map<string, Preference>();
  readonly payments = new Map<number, Payment>();
  readonly deliveries: Delivery[] = [];
  readonly chargebacks = new Map<string, Chargeback>();
  /** How many times each payment was read (GET /v1/payments/{id}): what a shop asked the provider. */
  readonly paymentReads = new Map<number, number>();
  /** False: notifications are recorded as dropped, not sent (a provider whose webhooks fail). */
  webhooksEnabled = true;
  /** Told of each Pix that expires, whichever read or sweep noticed it (the plugin notifies the shop). */
  onExpired: ((payment: Payment) => void) | null = null;
  private readonly paymentsByPreference = new Map<string, number[]>();
  private readonly idempotentCalls = new Map<string, IdempotentCall>();
  private nextPaymentId = 10_000_000_001;
  private nextOrderId = 20_000_000_001;
  private nextNotificationId = 30_000_000_001;
  private nextRefundId = 40_000_000_001;
  private nextChargebackId = 50_000_000_001;

  addPreference(request: PreferenceRequest, checkoutBaseUrl: string): Preference {
    const id = `${COLLECTOR_ID}-${randomUUID()}`;
    const initPoint = `${checkoutBaseUrl}/checkout/${id}`;
    const preference: Preference = {
      ...request,
      id,
      init_point: initPoint,
      sandbox_init_point: initPoint,
      collector_id: COLLECTOR_ID,
      client_id: String(COLLECTOR_ID),
      date_created: new Date().toISOString(),
      operation_type: 'regular_payment',
      marketplace: 'NONE',
    };
    this.preferences.set(id, preference);
    return preference;
  }

  paymentsOf(preferenceId: string): Payment[] {
    const ids = this.paymentsByPreference.get(preferenceId) ?? [];
    return ids.map((id) => this.payments.get(id)).filter((payment) => payment !== undefined);
  }

  /** The last payment attempted on a preference, if any. */
  latestPayment(preferenceId: string): Payment | undefined {
    return this.paymentsOf(preferenceId).at(-1);
  }

  /**
   * A button of the checkout page. Like the real checkout, a payment left pending (a Pix not yet
   * paid) is updated by what happens next, while after a refusal the buyer's new attempt is a new
   * payment. Answers the payment and the notification action Mercado Pago would send.
   */
  decide(preference: Preference, decision: Decision, installments = 1): { payment: Payment; action: string } {
    const latest = this.latestPayment(preference.id);
    const outcome = OUTCOMES[decision];
    if (latest && (latest.status === 'pending' || latest.status === 'in_process')) {
      return { payment: this.setStatus(latest, outcome.status, outcome.detail), action: 'payment.updated' };
    }
    const payment = this.createPayment(
      preference,
      outcome.status,
      outcome.detail,
      decision === 'pending',
      installments,
    );
    return { payment, action: 'payment.created' };
  }

  /** Changes a payment's state (a refund, a chargeback, a later approval). */
  setStatus(payment: Payment, status: PaymentStatus, detail: string): Payment {
    const now = new Date().toISOString();
    payment.status = status;
    payment.status_detail = detail;
    payment.date_last_updated = now;
    if (status === 'approved' && !payment.date_approved) {
      payment.date_approved = now;
      payment.money_release_date = now;
    }
    if (status === 'refunded') payment.transaction_amount_refunded = payment.transaction_amount;
    return payment;
  }

  newPaymentId(): number {
    return this.nextPaymentId++;
  }

  newOrderId(): number {
    return this.nextOrderId++;
  }

  addPayment(payment: Payment): Payment {
    this.payments.set(payment.id, payment);
    return payment;
  }

  /**
   * A Pix still waiting for its transfer once its date_of_expiration has passed is what Mercado
   * Pago then reports: cancelled, status_detail 'expired'. Answers whether it changed now.
   */
  expireIfDue(payment: Payment, now = Date.now()): boolean {
    if (payment.status !== 'pending' || !payment.date_of_expiration) return false;
    if (new Date(payment.date_of_expiration).getTime() > now) return false;
    this.setStatus(payment, 'cancelled', 'expired');
    this.onExpired?.(payment);
    return true;
  }

  /**
   * Refunds `amount` reais of an approved payment (all that is left when absent). Mercado Pago's
   * rules: partial refunds add up on transaction_amount_refunded and leave the payment approved
   * ('partially_refunded'); the one that reaches the total makes it 'refunded'. Answers a message
   * for what the API refuses.
   */
  refund(payment: Payment, amount: number | undefined): Refund | string {
    if (payment.status !== 'approved') return 'Payment not approved, it cannot be refunded';
    const left = round2(payment.transaction_amount - payment.transaction_amount_refunded);
    const value = amount === undefined ? left : round2(amount);
    if (value <= 0 || value > left) return 'Invalid refund amount: it exceeds the amount available';
    const refund: Refund = {
      id: this.nextRefundId++,
      payment_id: payment.id,
      amount: value,
      metadata: {},
      source: { id: String(COLLECTOR_ID), name: 'Celebra', type: 'collector' },
      date_created: new Date().toISOString(),
      unique_sequence_number: null,
      refund_mode: 'standard',
      adjustment_amount: 0,
      status: 'approved',
      reason: null,
      labels: [],
      amount_refunded_to_payer: value,
      partition_details: [],
    };
    payment.refunds.push(refund);
    payment.transaction_amount_refunded = round2(payment.transaction_amount_refunded + value);
    if (payment.transaction_amount_refunded >= payment.transaction_amount) {
      this.setStatus(payment, 'refunded', 'refunded');
    } else {
      this.setStatus(payment, 'approved', 'partially_refunded');
    }
    return refund;
  }

  /** The payer disputed the payment with their bank: it is charged back and a chargeback opened. */
  chargeBack(payment: Payment, coverageApplied: boolean): Chargeback {
    const now = new Date();
    const deadline = new Date(now.getTime() + CHARGEBACK_DOCUMENTATION_DAYS * 24 * 3600 * 1000);
    const chargeback: Chargeback = {
      id: String(this.nextChargebackId++),
      payments: [payment.id],
      currency: 'BRL',
      amount: payment.transaction_amount,
      reason: 'general',
      coverage_applied: coverageApplied,
      coverage_elegible: coverageApplied,
      documentation_required: true,
      documentation_status: 'pending',
      documentation: [],
      date_documentation_deadline: deadline.toISOString(),
      date_created: now.toISOString(),
      date_last_updated: now.toISOString(),
      live_mode: false,
    };
    this.chargebacks.set(chargeback.id, chargeback);
    this.setStatus(payment, 'charged_back', 'in_process');
    return chargeback;
  }

  /**
   * Mercado Pago's X-Idempotency-Key: the first call with a key runs, a repeat with the same body
   * (even while the first is still running) gets the first answer again, so nothing is created
   * twice; the same key with another body is 'conflict'. A call that was refused (`run` answered
   * null, its error already sent) leaves no trace, and a repeat of it runs again to get its own
   * error. `scope` keeps a key used on two different calls apart.
   */
  async runOnce(
    scope: string,
    key: string,
    body: unknown,
    run: () => Promise<IdempotentAnswer | null>,
  ): Promise<IdempotentAnswer | null | 'conflict'> {
    const id = `${scope}\n${key}`;
    const fingerprint = JSON.stringify(body ?? null);
    const seen = this.idempotentCalls.get(id);
    if (seen) {
      if (seen.fingerprint !== fingerprint) return 'conflict';
      return (await seen.answer) ?? run();
    }
    const answer = run();
    this.idempotentCalls.set(id, { fingerprint, answer });
    if (this.idempotentCalls.size > MAX_IDEMPOTENCY_KEYS) {
      const oldest = this.idempotentCalls.keys().next().value;
      if (oldest !== undefined) this.idempotentCalls.delete(oldest);
    }
    const settled = await answer.catch((error: unknown) => {
      this.idempotentCalls.delete(id);
      throw error;
    });
    if (!settled) this.idempotentCalls.delete(id);
    return settled;
  }

  nextNotification(): number {
    return this.nextNotificationId++;
  }

  recordDelivery(delivery: Delivery): void {
    this.deliveries.push(delivery);
    if (this.deliveries.length > MAX_DELIVERIES) this.deliveries.shift();
  }

  private createPayment(
    preference: Preference,
    status: PaymentStatus,
    detail: string,
    isPix: boolean,
    chosenInstallments: number,
  ): Payment {
    const now = new Date().toISOString();
    const amount = round2(preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0));
    const fee = round2(amount * FEE_RATE);
    // A card in installments: the payer pays the interest on top (total_paid_amount) unless the
    // preference carries the seller's interest-free pricing; a Pix is one payment.
    const offered = offeredInstallments(preference);
    const installments = isPix ? 1 : Math.max(1, Math.min(chosenInstallments, offered.max));
    const cost = payerCost(amount, installments, offered.interestFree);
    const payment: Payment = {
      id: this.newPaymentId(),
      date_created: now,
      date_approved: null,
      date_last_updated: now,
      date_of_expiration: isPix ? new Date(Date.now() + 24 * 3600 * 1000).toISOString() : null,
      money_release_date: null,
      operation_type: 'regular_payment',
      issuer_id: isPix ? null : '24',
      payment_method_id: isPix ? 'pix' : 'master',
      payment_type_id: isPix ? 'bank_transfer' : 'credit_card',
      status,
      status_detail: detail,
      currency_id: 'BRL',
      description: preference.items[0]?.title ?? '',
      live_mode: false,
      collector_id: COLLECTOR_ID,
      payer: {
        id: '987654321',
        email: preference.payer?.email ?? 'comprador.teste@example.com',
        first_name: preference.payer?.name ?? null,
        last_name: preference.payer?.surname ?? null,
        identification: { type: 'CPF', number: '19119119100' },
        type: 'customer',
      },
      metadata: preference.metadata ?? {},
      additional_info: {
        items: preference.items.map((item) => ({
          id: item.id ?? null,
          title: item.title,
          description: item.description ?? null,
          quantity: String(item.quantity),
          unit_price: String(item.unit_price),
        })),
        ip_address: '127.0.0.1',
      },
      order: { type: 'mercadopago', id: this.newOrderId() },
      external_reference: preference.external_reference ?? null,
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      coupon_amount: 0,
      transaction_details: {
        net_received_amount: round2(amount - fee),
        total_paid_amount: isPix ? amount : cost.total_amount,
        overpaid_amount: 0,
        installment_amount: isPix ? amount : cost.installment_amount,
        financial_institution: isPix ? 'Banco Simulado S.A.' : null,
        payment_method_reference_id: null,
        external_resource_url: null,
      },
      fee_details: [{ type: 'mercadopago_fee', amount: fee, fee_payer: 'collector' }],
      captured: true,
      binary_mode: false,
      installments,
      statement_descriptor: preference.statement_descriptor ?? null,
      notification_url: preference.notification_url ?? null,
      refunds: [],
      processing_mode: 'aggregator',
      point_of_interaction: null,
      preference_id: preference.id,
    };
    if (status === 'approved') this.setStatus(payment, status, detail);
    this.payments.set(payment.id, payment);
    const ids = this.paymentsByPreference.get(preference.id) ?? [];
    ids.push(payment.id);
    this.paymentsByPreference.set(preference.id, ids);
    return payment;
  }
}
