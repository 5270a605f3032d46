import {
  DELIVERY_REFUND_DECISIONS,
  DELIVERY_STATUSES,
  DOCUMENT_TYPES,
  EVENT_DETAILS_TYPES,
  GALLERY_TYPES,
  GIFT_DELIVERY_PREFERENCES,
  LEDGER_ENTRY_KINDS,
  PAYOUT_STATUSES,
  PIX_KEY_TYPES,
  PRE_REGISTRATION_PAYMENT_STATUSES,
  PURCHASE_STATES,
  SERVICE_TYPES,
  TRANSACTION_STATUSES,
} from '@celebra/shared/models';
import { pgEnum } from 'drizzle-orm/pg-core';

/*
 * The database enums take their values from the shared models, so the API contract and the
 * columns cannot drift apart. Adding a value there needs a migration here (`npm run db:generate`);
 * the order of the values is the order PostgreSQL keeps, so new values go at the end.
 */

/**
 * The pre-registration fee's payment: PENDING, CANCELLED or APPROVED. A rejected fee payment is
 * CANCELLED: the host can generate another payment link.
 */
export const preUserPaymentStatus = pgEnum('pre_user_payment_status', PRE_REGISTRATION_PAYMENT_STATUSES);

/**
 * Gift purchases (transactions) and turbo services share the provider's mapped statuses
 * (payment-provider/map-status.ts): approved → APPROVED, pending/in_process → PENDING, rejected → RECUSED,
 * cancelled/refunded/charged_back → CANCELLED.
 */
export const paymentStatus = pgEnum('payment_status', TRANSACTION_STATUSES);

/**
 * A purchase's state (shared PURCHASE_STATES): its status told apart at the end by what happened to
 * the money. Kept by the database (the purchases_state trigger, migration 'purchase-states').
 */
export const purchaseState = pgEnum('purchase_state', PURCHASE_STATES);

export const payoutStatus = pgEnum('payout_status', PAYOUT_STATUSES);

export const serviceType = pgEnum('service_type', SERVICE_TYPES);

/** weekOfParty = delivery in the party week; weekAfterParty = after the party; cash = in cash. */
export const giftDeliveryPreference = pgEnum('gift_delivery_preference', GIFT_DELIVERY_PREFERENCES);

/** The event details' `eventType` (in person or online): not to be confused with the event type catalogue. */
export const eventFormat = pgEnum('event_format', EVENT_DETAILS_TYPES);

export const mediaType = pgEnum('media_type', GALLERY_TYPES);

/** The money ledger's movements (ledger-entries.ts says how each moves the host's balance). */
export const ledgerEntryKind = pgEnum('ledger_entry_kind', LEDGER_ENTRY_KINDS);

/** Where a gift to be delivered stands (deliveries.ts). */
export const deliveryStatus = pgEnum('delivery_status', DELIVERY_STATUSES);

/** Who bears a delivered gift refunded after it was bought (deliveries.ts). */
export const deliveryRefundDecision = pgEnum('delivery_refund_decision', DELIVERY_REFUND_DECISIONS);

/** A payout holder's document: CPF (a person) or CNPJ (a company). */
export const documentType = pgEnum('document_type', DOCUMENT_TYPES);

/** The kinds of Pix key a payout may go to (payout-destinations.ts says how each is stored). */
export const pixKeyType = pgEnum('pix_key_type', PIX_KEY_TYPES);

export type PreUserPaymentStatus = (typeof preUserPaymentStatus.enumValues)[number];
export type PaymentStatus = (typeof paymentStatus.enumValues)[number];
export type PurchaseState = (typeof purchaseState.enumValues)[number];
export type PayoutStatus = (typeof payoutStatus.enumValues)[number];
export type ServiceType = (typeof serviceType.enumValues)[number];
export type GiftDeliveryPreference = (typeof giftDeliveryPreference.enumValues)[number];
export type EventFormat = (typeof eventFormat.enumValues)[number];
export type MediaType = (typeof mediaType.enumValues)[number];
export type LedgerEntryKind = (typeof ledgerEntryKind.enumValues)[number];
export type DeliveryStatus = (typeof deliveryStatus.enumValues)[number];
