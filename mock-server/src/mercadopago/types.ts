/**
 * The Mercado Pago objects the stand-in keeps, in the API's own snake_case shapes (only the
 * fields Celebra reads or a reader of the real API would expect to see).
 */

export type PreferenceItem = {
  id?: string;
  title: string;
  description?: string;
  picture_url?: string;
  category_id?: string;
  quantity: number;
  currency_id?: string;
  unit_price: number;
};

export type BackUrls = { success?: string; failure?: string; pending?: string };

/** POST /checkout/preferences as sent. */
export type PreferenceRequest = {
  items: PreferenceItem[];
  payer?: { name?: string; surname?: string; email?: string };
  back_urls?: BackUrls;
  auto_return?: 'approved' | 'all';
  notification_url?: string;
  external_reference?: string;
  statement_descriptor?: string;
  metadata?: Record<string, unknown>;
  /** The card's installments offered: at most `installments`, `default_installments` chosen first. */
  payment_methods?: { installments?: number; default_installments?: number };
  /** The seller's special pricing (here: any id means interest-free installments). */
  differential_pricing?: { id: number };
  /** With `expires`, the checkout can be paid only between these two instants (ISO 8601). */
  expires?: boolean;
  expiration_date_from?: string;
  expiration_date_to?: string;
};

export type Preference = PreferenceRequest & {
  id: string;
  init_point: string;
  sandbox_init_point: string;
  collector_id: number;
  client_id: string;
  date_created: string;
  operation_type: 'regular_payment';
  marketplace: 'NONE';
};

export type PaymentStatus =
  | 'approved'
  | 'pending'
  | 'in_process'
  | 'authorized'
  | 'rejected'
  | 'cancelled'
  | 'refunded'
  | 'charged_back'
  // the payer opened a dispute: the provider holds the money until it is settled
  | 'in_mediation';

export type Payment = {
  id: number;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  date_of_expiration: string | null;
  money_release_date: string | null;
  operation_type: 'regular_payment';
  issuer_id: string | null;
  payment_method_id: string;
  payment_type_id: string;
  status: PaymentStatus;
  status_detail: string;
  currency_id: 'BRL';
  description: string;
  live_mode: false;
  collector_id: number;
  payer: {
    id: string;
    email: string | null;
    first_name: string | null;
    last_name: string | null;
    identification: { type: string; number: string };
    type: 'customer' | 'guest';
  };
  metadata: Record<string, unknown>;
  additional_info: {
    // The real API answers these two as strings.
    items: {
      id: string | null;
      title: string;
      description: string | null;
      quantity: string;
      unit_price: string;
    }[];
    ip_address: string;
  };
  order: { type: 'mercadopago'; id: number };
  external_reference: string | null;
  transaction_amount: number;
  transaction_amount_refunded: number;
  coupon_amount: number;
  transaction_details: {
    net_received_amount: number;
    total_paid_amount: number;
    overpaid_amount: number;
    installment_amount: number;
    financial_institution: string | null;
    payment_method_reference_id: string | null;
    external_resource_url: string | null;
  };
  fee_details: { type: string; amount: number; fee_payer: string }[];
  captured: boolean;
  binary_mode: boolean;
  installments: number;
  statement_descriptor: string | null;
  notification_url: string | null;
  refunds: Refund[];
  processing_mode: 'aggregator';
  /** A Pix payment's QR code and the page standing for the payer's bank app; null otherwise. */
  point_of_interaction: PointOfInteraction | null;
  /** The stand-in's own link back to the preference (not a Mercado Pago field); null for a Pix made through POST /v1/payments. */
  preference_id: string | null;
};

export type PointOfInteraction = {
  type: 'OPENPLATFORM';
  sub_type: null;
  application_data: { name: null; version: null };
  transaction_data: {
    /** The Pix "copia e cola": the BR Code (EMV) the QR code encodes. */
    qr_code: string;
    /** A PNG of that QR code, base64 without a data: prefix. */
    qr_code_base64: string;
    /** Where the payer sees the code (here: the stand-in's page that plays the bank app). */
    ticket_url: string;
    transaction_id: string | null;
    bank_transfer_id: number | null;
    financial_institution: string | null;
    bank_info: {
      payer: { account_id: number | null; id: number | null; long_name: string | null };
      collector: { account_id: number | null; long_name: string; transfer_account_id: number | null };
      is_same_bank_account_owner: boolean | null;
    };
  };
};

/** A refund as POST/GET /v1/payments/{id}/refunds answers it. */
export type Refund = {
  id: number;
  payment_id: number;
  amount: number;
  metadata: Record<string, unknown>;
  source: { id: string; name: string; type: 'collector' };
  date_created: string;
  unique_sequence_number: null;
  refund_mode: 'standard';
  adjustment_amount: number;
  status: 'approved';
  reason: null;
  labels: string[];
  amount_refunded_to_payer: number;
  partition_details: unknown[];
};

/** A chargeback as GET /v1/chargebacks/{id} answers it. */
export type Chargeback = {
  id: string;
  payments: number[];
  currency: 'BRL';
  amount: number;
  reason: string;
  coverage_applied: boolean;
  coverage_elegible: boolean;
  documentation_required: boolean;
  documentation_status: 'pending';
  documentation: unknown[];
  /** Null: no deadline given (a test sets it so with POST /__control/chargebacks/:id). */
  date_documentation_deadline: string | null;
  date_created: string;
  date_last_updated: string;
  live_mode: false;
};

/** A notification as delivered (or attempted, or dropped) to a notification_url. */
export type Delivery = {
  /** The payment it is about (for a chargeback: the payment charged back). */
  paymentId: number;
  /** Its topic: 'payment' or 'chargebacks'. */
  topic: NotificationTopic;
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  /** The receiver's HTTP status, or null when it could not be reached or the notification was dropped. */
  status: number | null;
  error: string | null;
  /** True when the webhooks were switched off (POST /__control/webhooks): nothing was sent. */
  dropped: boolean;
};

export type NotificationTopic = 'payment' | 'chargebacks';
